import { type DecodedRead, type ReadKind, decodeRead } from './decode-read.ts'
import type { GrayImage } from './gray-image.ts'
import type { OcrRead } from './ocr-read.ts'
import type { PickedCode } from './pick-code.ts'

/** A code read from one crop, with how sure the reader is of it. */
export interface CodeReading {
  code: string
  /**
   * 0 to 1: the lowest symbol confidence of the tesseract pass that read it, or for a code only the
   * glyph classifier read (`matched`), its share of the likelihood of all valid codes.
   */
  confidence: number
  kind: ReadKind | 'matched'
  /** How many passes over differently prepared images gave this code, the glyph classifier included. */
  agreed: number
  /** How many tesseract passes ran. */
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
 * The glyph classifier's code is taken alone when it holds this share of all valid codes'
 * likelihood; below it, tesseract reads too.
 */
const SURE_MATCH = 0.998
/**
 * A tesseract read, even a correction, that gives the code the classifier picked with at least this
 * share is taken: two unlike readers rarely make the same valid mistake.
 */
const AGREEING_MATCH = 0.2

/**
 * Takes the glyph classifier's code when it is sure; else tries the tesseract passes in order, most
 * often right first, and stops at the first trusted read, or one that agrees with the classifier.
 * Corrections and less confident reads are otherwise only taken once another pass agrees, so one
 * lucky wrong code that passes the check symbol is not enough.
 */
export async function readCodeInPasses(
  crop: GrayImage,
  passes: readonly PreparePass[],
  recognise: (image: GrayImage) => Promise<OcrRead>,
  matched: PickedCode | null = null,
): Promise<CodeReading | null> {
  if (matched && matched.posterior >= SURE_MATCH) return { code: matched.code, confidence: matched.posterior, kind: 'matched', agreed: 1, passes: 0 }
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
    const alsoMatched = matched?.code === decoded.code && matched.posterior >= AGREEING_MATCH
    if (trusted || agreed || alsoMatched) {
      const best = same.reduce((a, b) => (b.confidence > a.confidence ? b : a))
      return { code: decoded.code, confidence: best.confidence / 100, kind: best.kind, agreed: same.length + (alsoMatched ? 1 : 0), passes: ran }
    }
  }
  return null
}
