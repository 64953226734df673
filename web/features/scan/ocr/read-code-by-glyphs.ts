import { CODE_ALPHABET } from '../../../../domain/unique-code.ts'
import { type CodeLine, cellWindow, codeLine } from './code-line.ts'
import { cutByGlyphs } from './cut-by-glyphs.ts'
import { symbolLogLikelihoods } from './glyph-classifier.ts'
import type { GrayImage } from './gray-image.ts'
import { type PickedCode, pickCode } from './pick-code.ts'

/**
 * Each cell is read at its cut and a pixel to either side, above and below, and the readings'
 * likelihoods multiplied: a symbol the network is sure of wherever the window sits stands out, one
 * that depends on where the cut fell, or on which dot row the cap top was taken from, does not.
 */
const LOOKS: readonly (readonly [number, number])[] = [
  [0, 0],
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
]

/**
 * The looks see the same ink, so together they are not five independent witnesses: their summed
 * log-likelihoods are divided by this, which makes the code's posterior mean what it says on print
 * the classifier never saw (calibrated on held-out print, decision 146).
 */
const LOOK_TEMPERATURE = 2.5

/** Per cell of a code line, cut again by its glyphs, how likely each symbol is. */
export function cellLikelihoods(pitched: CodeLine): Float64Array[] {
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

/**
 * The glyph classifier's reading of a crop: the likeliest valid code and its share of all valid
 * codes' likelihood. Made for what tesseract misses (dot-matrix print, heavy blur), it reads any
 * print; null when the crop holds no line to cut.
 */
export function readCodeByGlyphs(gray: GrayImage): PickedCode | null {
  const line = codeLine(gray)
  return line && pickCode(cellLikelihoods(line))
}
