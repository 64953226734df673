import { UNIQUE_CODE_LENGTH } from '../../../../domain/unique-code.ts'
import { type DecodedRead, decodeRead } from './decode-read.ts'
import type { GrayImage } from './gray-image.ts'
import type { OcrRead } from './ocr-read.ts'
import type { PickedCode } from './pick-code.ts'
import type { GlyphReading } from './read-code-by-glyphs.ts'
import { AGREEING_MATCH, DOUBTFUL_MATCH, MARKED_SHARE, SURE_READ, TRUSTED_CONFIDENCE } from './read-certainty.ts'

/** A code read from one crop, and whether the evidence for it is enough to send it on its own. */
export interface CodeReading {
  code: string
  /**
   * Sure enough to send from this one crop (thresholds calibrated on held-out print, in
   * read-certainty.ts); a doubtful code needs another reader to agree, or the member's word.
   */
  sure: boolean
  /**
   * The check symbol made the code by settling a symbol the reader saw otherwise, rather than
   * passing the code as read. Such a classifier reading does not count as agreeing with another
   * reader (frame-voter.ts): the check may have steered it to that reader's misread.
   */
  corrected: boolean
  /** Which reader gave the code: frames agreeing are evidence only when unlike readers agree. */
  reader: 'classifier' | 'tesseract' | 'cloud'
  /** Positions the member should check first when asked to confirm the code; empty when none stands out. */
  unsure: number[]
}

/** Marks that cover the whole code single out nothing: the member is asked to check it all anyway. */
const standingOut = (positions: number[]) => (positions.length < UNIQUE_CODE_LENGTH ? positions : [])

/** The classifier's reading of its code, with the symbols another valid code could hold marked. */
const byClassifier = ({ code, outright, symbolShares }: PickedCode, sure: boolean): CodeReading => ({
  code,
  sure,
  corrected: !outright,
  reader: 'classifier',
  unsure: standingOut(symbolShares.flatMap((share, position) => (share < MARKED_SHARE ? [position] : []))),
})

/** One way of preparing a crop for tesseract; null when it finds nothing to read. */
export type PreparePass = (crop: GrayImage) => GrayImage | null

/**
 * Takes the glyph readers' code when it is worth showing the member (read-code-by-glyphs.ts): sure,
 * or doubtful from DOUBTFUL_MATCH up. Only where they have none does tesseract read, its passes in
 * order, most often right first: as a second opinion on their doubtful codes it made almost none
 * sure, found nothing they missed and doubled those crops' time (decision 186). Tesseract's
 * code is sure when it is a plain read with every symbol very sure, or when the classifier also
 * reads it outright (two unlike readers rarely make the same valid mistake, unless the check symbol
 * steered the classifier to it: motion blur makes both read 5 as S, and the check then settles the
 * classifier's other doubt to match). A less sure read, or one that only another pass agrees with
 * (the same crop, prepared twice), comes back doubtful; corrections are trusted only once another
 * pass agrees, so one lucky wrong code that passes the check symbol is not enough.
 */
export async function readCodeInPasses(
  crop: GrayImage,
  passes: readonly PreparePass[],
  recognise: (image: GrayImage) => Promise<OcrRead>,
  matched: GlyphReading | null = null,
): Promise<CodeReading | null> {
  if (matched && matched.posterior >= DOUBTFUL_MATCH) return byClassifier(matched, matched.sure)
  const seen = new Map<string, DecodedRead[]>()
  for (const prepare of passes) {
    const image = prepare(crop)
    if (!image) continue
    const decoded = decodeRead(await recognise(image))
    if (!decoded) continue
    const same = [...(seen.get(decoded.code) ?? []), decoded]
    seen.set(decoded.code, same)
    const reading = { code: decoded.code, corrected: same.every((d) => d.kind === 'corrected'), reader: 'tesseract' as const, unsure: standingOut(decoded.unsure) }
    if (matched?.code === decoded.code && matched.outright && matched.posterior >= AGREEING_MATCH) return { ...reading, sure: true }
    if (decoded.kind !== 'corrected' && decoded.confidence >= SURE_READ) return { ...reading, sure: true }
    const trusted = decoded.kind !== 'corrected' && decoded.confidence >= TRUSTED_CONFIDENCE
    // Two corrections agreeing are two guesses at the same glyph; one pass must have read it outright.
    const agreed = same.length >= 2 && same.some((d) => d.kind !== 'corrected')
    if (trusted || agreed) return { ...reading, sure: false }
  }
  return null
}
