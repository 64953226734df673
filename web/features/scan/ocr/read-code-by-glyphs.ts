import { CODE_ALPHABET, UNIQUE_CODE_LENGTH } from '../../../../domain/unique-code.ts'
import { type CodeLine, GLYPH_WINDOW, cellWindow, codeLine } from './code-line.ts'
import { cutByGlyphs } from './cut-by-glyphs.ts'
import { symbolLogLikelihoods } from './glyph-classifier.ts'
import { type GrayImage, createGray } from './gray-image.ts'
import { LINE_ROWS, lineRows, poolReadings, readLine } from './line-model.ts'
import { type PickedCode, pickCode } from './pick-code.ts'
import { lineCodePosterior, pickLineCode, readFreely } from './pick-line-code.ts'
import { SETTLED_MATCH, SURE_MATCH } from './read-certainty.ts'
import { SECOND_LINE_MODEL } from './second-line-model.gen.ts'

/**
 * Each cell is read at its cut and a pixel to either side, and the readings' likelihoods
 * multiplied: a symbol the network is sure of wherever the window sits stands out, one that depends
 * on where the cut fell does not. (Looks above and below as well read no more once the line model
 * reads beside the classifier, and cost two fifths of its time: decision 178.)
 */
const LOOKS: readonly (readonly [number, number])[] = [
  [0, 0],
  [-1, 0],
  [1, 0],
]

/**
 * The looks see the same ink, so together they are not independent witnesses: their summed
 * log-likelihoods are divided by this, twice their mean as with the five looks it was calibrated
 * for on print the classifier never saw (decision 146).
 */
const LOOK_TEMPERATURE = 1.5

/**
 * The classifier's cell likelihoods weigh in beside the line model's reading at this power: the two
 * read the same ink, so their product would count it twice (chosen on the calibration sets,
 * decision 177).
 */
const CLASSIFIER_WEIGHT = 0.5

/** Per cell of a code line, cut again by its glyphs, how likely each symbol is. */
function cellLikelihoods(pitched: CodeLine): Float64Array[] {
  const line = { ...pitched, cells: cutByGlyphs(pitched) }
  return line.cells.map((cell) => {
    const logs = new Float64Array(CODE_ALPHABET.length)
    for (const [dx, dy] of LOOKS) symbolLogLikelihoods(cellWindow(line, cell, dx, dy)).forEach((l, i) => (logs[i] = logs[i]! + l / LOOK_TEMPERATURE))
    const top = Math.max(...logs)
    const likelihoods = logs.map((l) => Math.exp(l - top))
    const sum = likelihoods.reduce((a, b) => a + b, 0)
    return likelihoods.map((l) => l / sum)
  })
}

/** The glyph readers' code, and whether it is sure enough to send from this one crop. */
export interface GlyphReading extends PickedCode {
  sure: boolean
}

/**
 * The glyph readers' reading of a crop: the likeliest valid code and its share of all valid codes'
 * likelihood, read by the line models and the glyph classifier together. The line models have no
 * cut to get wrong; the classifier reads each cell where they are unsure (decision 177). Made for
 * what tesseract misses (dot-matrix print, heavy blur), they read any print; null when the crop
 * holds no line to cut.
 *
 * Two line models, trained apart on other material, read the line together (poolReadings): where
 * one misreads a symbol the other's doubt tempers it (decision 183). The code is sure when read
 * outright with SURE_MATCH of the likelihood, and the second model alone reads the same code as
 * surely: one model's sure misread of a jittered frame, once in each fresh set's 6,000 frames, is
 * then not sent (decision 182). A code the check symbol settled, or the classifier carried, is not
 * read outright; it is sure only when each model alone holds it at SETTLED_MATCH (decision 184),
 * and the line read freely spells it but for one symbol: one check symbol settles one doubt, and a
 * code fitted to it by more changes is one guess among many (decision 193).
 */
export function readCodeByGlyphs(gray: GrayImage): GlyphReading | null {
  const line = codeLine(gray)
  if (!line) return null
  const cells = cellLikelihoods(line)
  const rows = lineRows(line)
  const first = readLine(rows)
  const second = readLine(rows, SECOND_LINE_MODEL)
  const weighted = cells.map((p) => p.map((l) => l ** CLASSIFIER_WEIGHT))
  const pooled = poolReadings(first.logProbs, second.logProbs, first.steps)
  const picked = pickLineCode(pooled, first.steps, weighted)
  // A line too short for ten symbols' steps is left to the classifier alone, with no second opinion.
  if (!picked) return { ...pickCode(cells), sure: false }
  // One model alone, read with the classifier, holds the pool's code with at least `share`.
  const holds = (model: typeof first, share: number) => {
    const reading = lineCodePosterior(model.logProbs, model.steps, weighted)
    return reading?.code === picked.code && reading.posterior >= share
  }
  // Not read outright: the check symbol settled it, or the classifier carried it. The free read is the cheapest test.
  const settled = () => withinOneEdit(readFreely(pooled, first.steps), picked.code) && holds(second, SETTLED_MATCH) && holds(first, SETTLED_MATCH)
  const sure = picked.posterior >= SURE_MATCH && (picked.outright ? holds(second, SURE_MATCH) : settled())
  return { ...picked, sure }
}

/** Whether `read` becomes `code` by one symbol changed, dropped or added, or none. */
function withinOneEdit(read: string, code: string): boolean {
  const [shorter, longer] = read.length <= code.length ? [read, code] : [code, read]
  if (longer.length - shorter.length > 1) return false
  let at = 0
  while (at < shorter.length && shorter[at] === longer[at]) at += 1
  // Past the first difference the rest must match: after the one symbol changed, or the one added.
  const rest = longer.length === shorter.length ? at + 1 : at
  return shorter.slice(rest) === longer.slice(at + 1)
}

/**
 * Reads blank paper as a frame's line and cells would be read: the weights are decoded and the
 * engine has compiled the readers' loops before the member's first frame, which otherwise pays for
 * both (a third of a second on a 2-core machine, three times a later frame).
 */
export function warmUpGlyphReaders(): void {
  const rows = createGray(UNIQUE_CODE_LENGTH * GLYPH_WINDOW.width, LINE_ROWS)
  readLine(rows)
  readLine(rows, SECOND_LINE_MODEL)
  const window = new Float32Array(GLYPH_WINDOW.width * GLYPH_WINDOW.height)
  for (let look = 0; look < UNIQUE_CODE_LENGTH * LOOKS.length; look += 1) symbolLogLikelihoods(window)
}
