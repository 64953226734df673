import { ApiFailure } from '../../lib/api-client.ts'
import { detectText } from './api/detect-text.ts'
import type { CodeReading } from './ocr/ocr-bridge.ts'
import type { ReaderDownload } from './ocr/reader-progress.ts'

/** Once the API says cloud detection is unavailable, the phone reads codes itself for the session. */
let cloudAvailable = true

const toBase64 = (crop: HTMLCanvasElement) => crop.toDataURL('image/jpeg', 0.9).split(',')[1]!

/**
 * Reads the code box: cloud text detection through the API (when it is set up and the phone is
 * online) and the in-browser reader, side by side. A cloud code is sure only when the phone's own reader gives
 * the same code (two unlike readers rarely make the same valid mistake); otherwise it comes back
 * doubtful, for another frame or the member to confirm. Without a cloud code, the in-browser
 * reading stands alone, as it does when `askCloud` is false (Keep scanning paces its requests,
 * CLOUD_INTERVAL_MS). Answers null when nothing could be read.
 */
export async function readCode(crop: HTMLCanvasElement, askCloud = true): Promise<CodeReading | null> {
  const local = import('./ocr/ocr-bridge.ts').then((ocr) => ocr.readCodeFromCrop(crop))
  const cloud = askCloud ? await readByCloud(crop) : null
  if (!cloud) return local
  // A reader that could not start leaves the cloud's code doubtful, not the read failed.
  const reading = await local.catch(() => null)
  // Unsure alone; the phone's reader agreeing in another frame makes it sure (frame-voter.ts).
  return { code: cloud, sure: reading?.code === cloud, corrected: false, reader: 'cloud', unsure: [] }
}

async function readByCloud(crop: HTMLCanvasElement): Promise<string | null> {
  if (!cloudAvailable || !navigator.onLine) return null
  try {
    const [best] = await detectText(toBase64(crop))
    return best ?? null
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 503) cloudAvailable = false
    return null
  }
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
