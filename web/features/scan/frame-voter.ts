import type { CodeReading } from './ocr/ocr-bridge.ts'

export interface FrameVoterOptions {
  /** Frames that must read the same code before it is accepted. */
  frames?: number
  /** A single frame read at least this sure (0 to 1), by a plain read, is accepted alone. */
  sureConfidence?: number
  /** Only the most recent frames count: a code read long ago and once more now is not agreement. */
  window?: number
}

export interface FrameVoter {
  /** Adds one frame's reading (null when the frame gave none); answers the accepted code, if any. */
  add(reading: CodeReading | null): string | null
  reset(): void
}

/**
 * Agreement across camera frames for the live scan loop. Each frame's code already passed its check
 * symbol, but a misread passes it once in 32; the same wrong code from two different frames is far
 * rarer, so a code is accepted once `frames` of the last `window` frames read it, or at once when
 * one frame read it outright with every symbol very sure.
 */
export function createFrameVoter({ frames = 2, sureConfidence = 0.97, window = 6 }: FrameVoterOptions = {}): FrameVoter {
  let recent: (string | null)[] = []
  return {
    add(reading) {
      recent = [...recent, reading?.code ?? null].slice(-window)
      if (!reading) return null
      if (reading.kind === 'read' && reading.confidence >= sureConfidence) return reading.code
      return recent.filter((code) => code === reading.code).length >= frames ? reading.code : null
    },
    reset() {
      recent = []
    },
  }
}
