import type { CodeReading } from './ocr/ocr-bridge.ts'

export interface FrameVoterOptions {
  /** Only the most recent frames count: a code read long ago and once more now is not agreement. */
  window?: number
}

export interface FrameVoter {
  /** Adds one frame's reading (null when the frame gave none); answers the accepted code, if any. */
  add(reading: CodeReading | null): string | null
  /** The latest reading in the window, its code not accepted: one to show the member to confirm. */
  doubtful(): CodeReading | null
  reset(): void
}

/**
 * Agreement across camera frames, the one rule for what the camera sends (the scan page and
 * `bench:ocr --frames` both use it), over the last `window` frames. Tesseract's and the cloud's
 * sure readings (read-certainty.ts) carry another reader's word or a near-certainty of their own,
 * and go at once. The glyph readers' sure reading is one reader's word on one frame: jittered
 * frames of a print they misread repeat the misread, now and then sure, so it waits for a second
 * frame reading the same code outright (decision 181). A doubtful code goes once two unlike
 * readers have read it; one reader's frames alone never agree on it (decision 159). A reading
 * seconds another only where it read the code outright: where the check symbol settled a doubt, it
 * may have been steered to the other reading's misread.
 */
export function createFrameVoter({ window = 6 }: FrameVoterOptions = {}): FrameVoter {
  let recent: (CodeReading | null)[] = []
  return {
    add(reading) {
      recent = [...recent, reading].slice(-window)
      if (!reading) return null
      if (reading.sure && reading.reader !== 'classifier') return reading.code
      const outright = recent.filter((r): r is CodeReading => r?.code === reading.code && !r.corrected)
      if (outright.some((r) => r.sure) && outright.length >= 2) return reading.code
      const readers = new Set(recent.flatMap((r) => (r?.code === reading.code && !(r.reader === 'classifier' && r.corrected) ? [r.reader] : [])))
      return readers.size >= 2 ? reading.code : null
    },
    doubtful() {
      return recent.findLast((r) => r !== null) ?? null
    },
    reset() {
      recent = []
    },
  }
}
