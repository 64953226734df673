import { isHTTPError } from 'ky'
import { detectText } from './api/detect-text.ts'

/** Once the API says cloud detection is unavailable, the phone reads codes itself for the session. */
let cloudAvailable = true

const toBase64 = (crop: HTMLCanvasElement) => crop.toDataURL('image/jpeg', 0.9).split(',')[1]!

/**
 * Reads the code box: cloud text detection through the API first (when it is set up and the phone
 * is online), else in-browser OCR, loaded only now. Answers the candidates that pass the check
 * symbol, best first; none when nothing could be read.
 */
export async function readCode(crop: HTMLCanvasElement): Promise<string[]> {
  if (cloudAvailable && navigator.onLine) {
    try {
      const candidates = await detectText(toBase64(crop))
      if (candidates.length) return candidates
    } catch (error) {
      if (isHTTPError(error) && error.response.status === 503) cloudAvailable = false
    }
  }
  const { readCodeFromCrop } = await import('./ocr/ocr-bridge.ts')
  const read = await readCodeFromCrop(crop)
  return read ? [read.code] : []
}

/**
 * Auto mode's agreement across frames: a code is accepted once two frames have read it, so a
 * single misread that happens to pass the check symbol is not sent.
 */
export function createFrameVoter(needed = 2) {
  const seen = new Map<string, number>()
  return {
    add(candidates: string[]): string | null {
      for (const code of candidates) {
        const count = (seen.get(code) ?? 0) + 1
        seen.set(code, count)
        if (count >= needed) return code
      }
      return null
    },
  }
}
