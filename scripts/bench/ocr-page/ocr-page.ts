// The bench page (built by ../ocr.ts): the app's own reading path, and plain tesseract.js on the
// same app-served assets for comparison, each timed from decoded pixels to an answer.
import { OEM, PSM, createWorker } from 'tesseract.js'
import { CODE_ALPHABET, extractCodeCandidates } from '../../../domain/unique-code.ts'
import { holdOcr, readCodeFromCrop } from '../../../web/features/scan/ocr/ocr-bridge.ts'
import { ocrAssets } from '../../../web/features/scan/ocr/ocr-assets.ts'

export interface BenchAnswer {
  code: string | null
  ms: number
}

export interface OcrBenchPage {
  /** Starts both engines; answers how long each took, in ms. */
  start(): Promise<{ appMs: number; plainMs: number }>
  readApp(url: string): Promise<BenchAnswer>
  readPlain(url: string): Promise<BenchAnswer>
}

async function decode(url: string): Promise<ImageData> {
  const bitmap = await createImageBitmap(await (await fetch(url)).blob())
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext('2d')!
  context.drawImage(bitmap, 0, 0)
  return context.getImageData(0, 0, bitmap.width, bitmap.height)
}

let plain: Awaited<ReturnType<typeof createWorker>> | undefined

async function startPlain() {
  plain = await createWorker('eng', OEM.LSTM_ONLY, { ...ocrAssets(), workerBlobURL: false, cacheMethod: 'none' })
  // Plain: the whitelist (alphabet and the letters read as digits) and single-line mode, nothing else.
  await plain.setParameters({ tessedit_char_whitelist: `${CODE_ALPHABET}OIL`, tessedit_pageseg_mode: PSM.SINGLE_LINE })
}

const timed = async (work: () => Promise<void>) => {
  const started = performance.now()
  await work()
  return performance.now() - started
}

const bench: OcrBenchPage = {
  async start() {
    // Held for the whole bench, as an open scan page holds it.
    return { appMs: await timed(() => holdOcr(() => {}).ready), plainMs: await timed(startPlain) }
  },
  async readApp(url) {
    const pixels = await decode(url)
    const started = performance.now()
    const reading = await readCodeFromCrop(pixels)
    return { code: reading?.code ?? null, ms: performance.now() - started }
  },
  async readPlain(url) {
    const pixels = await decode(url)
    const canvas = document.createElement('canvas')
    canvas.width = pixels.width
    canvas.height = pixels.height
    canvas.getContext('2d')!.putImageData(pixels, 0, 0)
    const started = performance.now()
    const { data } = await plain!.recognize(canvas)
    const [code] = extractCodeCandidates(data.text)
    return { code: code ?? null, ms: performance.now() - started }
  },
}

Object.assign(window, { ocrBench: bench })
