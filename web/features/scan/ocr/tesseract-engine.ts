import { type ImageLike, OEM, PSM, createWorker } from 'tesseract.js'
import { CODE_ALPHABET } from '../../../../domain/unique-code.ts'
import { encodePgm } from './encode-pgm.ts'
import type { GrayImage } from './gray-image.ts'
import { ocrAssets } from './ocr-assets.ts'
import type { OcrRead } from './ocr-read.ts'
import { parseTesseractPage } from './parse-tesseract-page.ts'

export interface TesseractEngine {
  recognise(image: GrayImage): Promise<OcrRead>
  end(): Promise<void>
}

/**
 * The tesseract.js worker set up for one line of code symbols. The whitelist is the code alphabet
 * and O: a round glyph may come out as O or 0 and both mean 0. I and L are left out because
 * with them the LSTM reads J as I (then taken as 1), which costs more reads than a 1 read as I saves.
 */
export async function startTesseractEngine(): Promise<TesseractEngine> {
  // createWorker rejects when the worker or the core fails to load, but never settles when the
  // trained data does; its error handler hears of both, so the start fails instead of hanging.
  let startFailed: (error: unknown) => void = () => {}
  const failure = new Promise<never>((_, reject) => (startFailed = reject))
  const starting = createWorker('eng', OEM.LSTM_ONLY, {
    ...ocrAssets(),
    // The worker script is the app's own file: no blob: URL needed (worker-src 'self').
    workerBlobURL: false,
    // The trained data comes from the HTTP cache under its hashed name; no second copy in IndexedDB.
    cacheMethod: 'none',
    // Without a handler tesseract.js throws its errors from a message handler, out of every
    // caller's reach; with one, the failed job's promise rejects as usual.
    errorHandler: (error: unknown) => startFailed(error),
  })
  const worker = await Promise.race([starting, failure])
  await worker.setParameters({
    tessedit_char_whitelist: `${CODE_ALPHABET}O`,
    tessedit_pageseg_mode: PSM.SINGLE_LINE,
    // Per-symbol alternatives in the hOCR, for repairs and corrections (decode-read.ts).
    lstm_choice_mode: '2',
  })
  return {
    async recognise(image) {
      // tesseract.js reads any image file's bytes; its types only name Node's Buffer for that.
      const file = encodePgm(image) as unknown as ImageLike
      const { data } = await worker.recognize(file, {}, { text: false, blocks: true, hocr: true })
      return parseTesseractPage(data)
    },
    async end() {
      await worker.terminate()
    },
  }
}
