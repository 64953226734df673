import { type DecodedRead, type ReadKind, decodeRead } from './decode-read.ts'
import type { GrayImage } from './gray-image.ts'
import type { OcrRead } from './ocr-read.ts'

/** A code read from one crop, with how sure the reader is of it. */
export interface CodeReading {
  code: string
  /** 0 to 1: the lowest symbol confidence of the pass that read it. */
  confidence: number
  kind: ReadKind
  /** How many passes over differently prepared images gave this code. */
  agreed: number
  /** How many passes ran. */
  passes: number
}

/** One way of preparing a crop for tesseract; null when it finds nothing to read. */
export type PreparePass = (crop: GrayImage) => GrayImage | null

/**
 * A plain read or a repair whose every symbol is this sure is taken at once; anything less waits
 * for a second pass to agree. Lower, dot-matrix misreads (confident and wrong) got through.
 */
const TRUSTED_CONFIDENCE = 90

/**
 * Tries the passes in order, most often right first, and stops at the first trusted read.
 * Corrections and less confident reads are only taken once another pass agrees, so one lucky
 * wrong code that passes the check symbol is not enough.
 */
export async function readCodeInPasses(crop: GrayImage, passes: readonly PreparePass[], recognise: (image: GrayImage) => Promise<OcrRead>): Promise<CodeReading | null> {
  const seen = new Map<string, DecodedRead[]>()
  let ran = 0
  for (const prepare of passes) {
    const image = prepare(crop)
    if (!image) continue
    ran += 1
    const decoded = decodeRead(await recognise(image))
    if (!decoded) continue
    const same = [...(seen.get(decoded.code) ?? []), decoded]
    seen.set(decoded.code, same)
    const trusted = decoded.kind !== 'corrected' && decoded.confidence >= TRUSTED_CONFIDENCE
    // Two corrections agreeing are two guesses at the same glyph; one pass must have read it outright.
    const agreed = same.length >= 2 && same.some((d) => d.kind !== 'corrected')
    if (trusted || agreed) {
      const best = same.reduce((a, b) => (b.confidence > a.confidence ? b : a))
      return { code: decoded.code, confidence: best.confidence / 100, kind: best.kind, agreed: same.length, passes: ran }
    }
  }
  return null
}
