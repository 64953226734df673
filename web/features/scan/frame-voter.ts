import type { CodeReading } from './ocr/ocr-bridge.ts'
import { VOTE_CONFIDENCE } from './ocr/read-certainty.ts'

export interface FrameVoterOptions {
  /** Frames that must read the same code before it is accepted. */
  frames?: number
  /** Only the most recent frames count: a code read long ago and once more now is not agreement. */
  window?: number
}

export interface FrameVoter {
  /** Adds one frame's reading (null when the frame gave none); answers the accepted code, if any. */
  add(reading: CodeReading | null): string | null
  /** The latest code read in the window but not accepted: one to show the member to confirm. */
  doubtful(): string | null
  reset(): void
}

/**
 * Agreement across camera frames, the one rule for what the camera sends (the scan page and
 * `bench:ocr --frames` both use it). A code is accepted at once when its reading is sure on its
 * own (read-certainty.ts), else once `frames` of the last `window` frames read it with at least
 * VOTE_CONFIDENCE, one of them outright: each frame's code passed its check symbol, but a misread
 * passes it once in 32, and the same wrong code read with confidence from differently lit and
 * placed frames is far rarer. Frames that each needed the check symbol to correct the code were
 * never tested by it: they may be the same guess at the same glyph, made again.
 */
export function createFrameVoter({ frames = 2, window = 6 }: FrameVoterOptions = {}): FrameVoter {
  let recent: (CodeReading | null)[] = []
  return {
    add(reading) {
      recent = [...recent, reading].slice(-window)
      if (!reading) return null
      if (reading.sure) return reading.code
      const votes = recent.filter((r) => r?.code === reading.code && r.confidence >= VOTE_CONFIDENCE)
      return votes.length >= frames && votes.some((r) => !r!.corrected) ? reading.code : null
    },
    doubtful() {
      return recent.findLast((r) => r !== null)?.code ?? null
    },
    reset() {
      recent = []
    },
  }
}
