// The bench page (built by ../ocr.ts): the app's own reading path, and plain tesseract.js on the
// same app-served assets for comparison, each timed from decoded pixels to an answer; and the
// camera's path: K jittered copies of a crop read one after another through the camera's frame voter.
import { OEM, PSM, createWorker } from 'tesseract.js'
import { CODE_ALPHABET, extractCodeCandidates } from '../../../domain/unique-code.ts'
import { seeded } from '../../ocr-training/seeded-random.ts'
import { createFrameVoter } from '../../../web/features/scan/frame-voter.ts'
import { type CodeReading, holdOcr, readCodeFromCrop } from '../../../web/features/scan/ocr/ocr-bridge.ts'
import { ocrAssets } from '../../../web/features/scan/ocr/ocr-assets.ts'

export interface BenchAnswer {
  code: string | null
  /** Whether the reader would send it from this crop alone (plain tesseract: always). */
  sure: boolean
  ms: number
}

/** What the camera would do with K frames of one crop: send a code (after `frames`), or not. */
export interface FramesAnswer {
  sent: string | null
  /** Whether the sent code came from one sure reading (else from two readers agreeing across frames). */
  sure: boolean
  /** The doubtful code the member would be asked to confirm, when none was sent. */
  asked: string | null
  /** Its positions marked for the member to check first. */
  askedUnsure: number[]
  frames: number
  ms: number
  /** With `every`, each of the K frames' readings (read on past the frame that sent a code). */
  readings?: (CodeReading | null)[]
}

export interface OcrBenchPage {
  /** Starts both engines; answers how long each took, in ms. */
  start(): Promise<{ appMs: number; plainMs: number }>
  readApp(url: string): Promise<BenchAnswer>
  readPlain(url: string): Promise<BenchAnswer>
  readFrames(url: string, frames: number, seed: number, every?: boolean): Promise<FramesAnswer>
}

async function decode(url: string): Promise<ImageBitmap> {
  return createImageBitmap(await (await fetch(url)).blob())
}

function pixelsOf(bitmap: ImageBitmap): ImageData {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext('2d')!
  context.drawImage(bitmap, 0, 0)
  return context.getImageData(0, 0, bitmap.width, bitmap.height)
}

/**
 * One camera frame of the crop: the hand moves (a few pixels, a degree, a little nearer or
 * farther), the light changes a little, and the sensor adds fresh noise. What the move brings
 * into the box is more of the same pack, the crop itself enlarged beneath: a flat fill there
 * (mid-gray once) is brighter than a dimly lit pack's paper, an edge no camera frame has, which
 * the reader's light flattening then takes for a band of ink.
 */
function jittered(bitmap: ImageBitmap, random: () => number): ImageData {
  const between = (low: number, high: number) => low + (high - low) * random()
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext('2d')!
  context.filter = `brightness(${between(0.9, 1.1)}) contrast(${between(0.9, 1.1)})`
  const around = 1.15
  context.drawImage(bitmap, (bitmap.width * (1 - around)) / 2, (bitmap.height * (1 - around)) / 2, bitmap.width * around, bitmap.height * around)
  context.translate(canvas.width / 2 + between(-4, 4), canvas.height / 2 + between(-3, 3))
  context.rotate((between(-1.5, 1.5) * Math.PI) / 180)
  const scale = between(0.95, 1.05)
  context.scale(scale, scale)
  context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2)
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height)
  for (let i = 0; i < pixels.data.length; i += 4) {
    const noise = 3 * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
    for (let c = 0; c < 3; c += 1) pixels.data[i + c] = pixels.data[i + c]! + noise
  }
  return pixels
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
    const pixels = pixelsOf(await decode(url))
    const started = performance.now()
    const reading = await readCodeFromCrop(pixels)
    return { code: reading?.code ?? null, sure: reading?.sure ?? false, ms: performance.now() - started }
  },
  async readPlain(url) {
    const pixels = pixelsOf(await decode(url))
    const canvas = document.createElement('canvas')
    canvas.width = pixels.width
    canvas.height = pixels.height
    canvas.getContext('2d')!.putImageData(pixels, 0, 0)
    const started = performance.now()
    const { data } = await plain!.recognize(canvas)
    const [code] = extractCodeCandidates(data.text)
    return { code: code ?? null, sure: code !== undefined, ms: performance.now() - started }
  },
  async readFrames(url, frames, seed, every = false) {
    const bitmap = await decode(url)
    const random = seeded(seed)
    const voter = createFrameVoter()
    const readings: (CodeReading | null)[] = []
    let answer: FramesAnswer | null = null
    let ms = 0
    for (let frame = 1; frame <= frames && (every || !answer); frame += 1) {
      const pixels = jittered(bitmap, random)
      const started = performance.now()
      const reading = await readCodeFromCrop(pixels)
      readings.push(reading)
      if (answer) continue
      const sent = voter.add(reading)
      ms += performance.now() - started
      if (sent) answer = { sent, sure: reading?.sure ?? false, asked: null, askedUnsure: [], frames: frame, ms }
    }
    const doubtful = voter.doubtful()
    answer ??= { sent: null, sure: false, asked: doubtful?.code ?? null, askedUnsure: doubtful?.unsure ?? [], frames, ms }
    return every ? { ...answer, readings } : answer
  },
}

Object.assign(window, { ocrBench: bench })
