import { ApiFailure } from '../../lib/api-client.ts'
import { detectText } from './api/detect-text.ts'
import type { CodeReading } from './ocr/ocr-bridge.ts'
import type { ReaderDownload } from './ocr/reader-progress.ts'

/** Once the API says cloud detection is unavailable, the phone reads codes itself for the session. */
let cloudAvailable = true

const toBase64 = (crop: HTMLCanvasElement) => crop.toDataURL('image/jpeg', 0.9).split(',')[1]!

/** A code from cloud detection is as sure as a reading gets: the API already checked its symbol. */
const fromCloud = (code: string): CodeReading => ({ code, confidence: 1, kind: 'read', agreed: 1, passes: 1 })

/**
 * Reads the code box: cloud text detection through the API first (when it is set up and the phone
 * is online), else in-browser OCR. Answers a code that passed its check symbol, or
 * null when nothing could be read.
 */
export async function readCode(crop: HTMLCanvasElement): Promise<CodeReading | null> {
  if (cloudAvailable && navigator.onLine) {
    try {
      const [best] = await detectText(toBase64(crop))
      if (best) return fromCloud(best)
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 503) cloudAvailable = false
    }
  }
  const { readCodeFromCrop } = await import('./ocr/ocr-bridge.ts')
  return readCodeFromCrop(crop)
}

/**
 * Opens the in-browser reader as the scan page opens, so the first press does not wait for its
 * download, telling `onProgress` how that goes; `release` when the page closes.
 */
export function openOfflineReader(onProgress: (download: ReaderDownload) => void): { ready: Promise<void>; release: () => void } {
  let release = () => {}
  let released = false
  const ready = import('./ocr/ocr-bridge.ts').then((ocr) => {
    if (released) return
    const hold = ocr.holdOcr(onProgress)
    release = hold.release
    return hold.ready
  })
  return {
    ready,
    release: () => {
      released = true
      release()
    },
  }
}
