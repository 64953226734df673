import type { CodeReading } from './ocr/ocr-bridge.ts'

/**
 * The performance mark each camera frame leaves on the scan page's timeline, the frames of the
 * latest press or Keep scanning round: what it read and whether the voter accepted it, for
 * DevTools and `bench:scan` to show why a code went or waited.
 */
export const FRAME_MARK = 'scan-frame'
export interface FrameMarkDetail {
  reading: CodeReading | null
  /** The voter accepted its code (Keep scanning passes over one it has sent already). */
  accepted: boolean
}

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
 * `bench:ocr --frames` both use it). A code is accepted at once when its reading is sure on its
 * own (read-certainty.ts), else once two unlike readers (the glyph classifier, tesseract, the
 * cloud) have read it in the last `window` frames. Frames of one reader agreeing are no evidence:
 * jittered frames of one print repeat its misread, so on held-out print they sent more wrong codes
 * than right ones (decision 159). As within one frame (read-code-passes.ts), the classifier counts
 * only where it read the code outright: where the check symbol settled its doubt, it may have been
 * steered to the other reader's misread. And the evidence must not be split: while another code
 * is read in the window as often, nothing is sent (decision 191).
 */
export function createFrameVoter({ window = 6 }: FrameVoterOptions = {}): FrameVoter {
  let recent: (CodeReading | null)[] = []
  return {
    add(reading) {
      recent = [...recent, reading].slice(-window)
      if (!reading) return null
      // A code is sent only while the window reads it more often than any other: frames of one
      // print taking turns between two codes read it both ways, however sure one frame is.
      const times = (code: string) => recent.filter((r) => r?.code === code).length
      if (recent.some((r) => r && r.code !== reading.code && times(r.code) >= times(reading.code))) return null
      if (reading.sure) return reading.code
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
