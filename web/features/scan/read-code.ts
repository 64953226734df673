import { isHTTPError } from 'ky'
import { detectText } from './api/detect-text.ts'
import type { CodeReading } from './ocr/ocr-bridge.ts'

/** Once the API says cloud detection is unavailable, the phone reads codes itself for the session. */
let cloudAvailable = true

const toBase64 = (crop: HTMLCanvasElement) => crop.toDataURL('image/jpeg', 0.9).split(',')[1]!

/** A code from cloud detection is as sure as a reading gets: the API already checked its symbol. */
const fromCloud = (code: string): CodeReading => ({ code, confidence: 1, kind: 'read', agreed: 1, passes: 1 })

/**
 * Reads the code box: cloud text detection through the API first (when it is set up and the phone
 * is online), else in-browser OCR, loaded only now. Answers a code that passed its check symbol, or
 * null when nothing could be read.
 */
export async function readCode(crop: HTMLCanvasElement): Promise<CodeReading | null> {
  if (cloudAvailable && navigator.onLine) {
    try {
      const [best] = await detectText(toBase64(crop))
      if (best) return fromCloud(best)
    } catch (error) {
      if (isHTTPError(error) && error.response.status === 503) cloudAvailable = false
    }
  }
  const { readCodeFromCrop } = await import('./ocr/ocr-bridge.ts')
  return readCodeFromCrop(crop)
}

/** Starts the in-browser reader as the camera opens, so the first offline scan does not wait for it. */
export const prepareOfflineReading = () => void import('./ocr/ocr-bridge.ts').then((ocr) => ocr.prepareOcr()).catch(() => undefined)
