import { boxBlur } from './box-blur.ts'
import { type CodeCell, cutCodeCells } from './cut-code-cells.ts'
import { type GlyphWindow, inkWidth, windowVector } from './glyph-window.ts'
import type { GrayImage } from './gray-image.ts'
import { inkBounds } from './ink-bounds.ts'
import { otsuLevel } from './otsu-threshold.ts'
import { prepareLine } from './prepare-crop.ts'
import { cropAndScale } from './resize-gray.ts'

/** The line is brought to this cap height: dot-matrix dots are then about 3 pixels apart. */
export const CAP_HEIGHT = 20
/** Box blur radius at that height: merges dots into strokes and evens out print and camera. */
const BLUR = 1
/** The median symbol of every line is brought to this width (in cap heights): faces and dot pitches vary. */
const GLYPH_ASPECT = 0.6
/** The window a cell is read through (see cellWindow), the glyph classifier's input. */
export const GLYPH_WINDOW: GlyphWindow = { width: CAP_HEIGHT, height: CAP_HEIGHT + 6, capTop: 3 }

/** A code's line ready for its symbols to be read: level, its size normalised, cut into 10 cells. */
export interface CodeLine {
  image: GrayImage
  cells: CodeCell[]
  capTop: number
}

/**
 * Straightens and scales the crop's line, cuts it into the code's 10 cells, then stretches it
 * sideways so its median symbol is GLYPH_ASPECT wide: a condensed dot-matrix line and a wide face
 * then look alike to the classifier, which only has to tell shapes apart.
 */
export function codeLine(gray: GrayImage): CodeLine | null {
  const line = prepareLine(gray, { textHeight: CAP_HEIGHT })
  if (!line) return null
  const soft = boxBlur(line, BLUR)
  const level = otsuLevel(soft)
  const ink = inkBounds(soft, level)
  if (!ink) return null
  const cells = cutCodeCells(soft, ink)
  const widths = cells.map((c) => inkWidth(soft, c.left, c.right, ink.y, ink.y + ink.height, level)).sort((a, b) => a - b)
  const median = widths[widths.length >> 1] ?? 0
  if (median === 0) return null
  const stretch = (GLYPH_ASPECT * ink.height) / median
  return {
    image: cropAndScale(soft, { x: 0, y: 0, width: soft.width, height: soft.height }, 1, 0, stretch),
    cells: cells.map((c) => ({ left: Math.floor(c.left * stretch), right: Math.ceil(c.right * stretch), centre: c.centre * stretch })),
    capTop: ink.y,
  }
}

/** The window of one cell, moved by (dx, dy) pixels. */
export function cellWindow(line: CodeLine, cell: CodeCell, dx = 0, dy = 0): Float32Array {
  return windowVector(line.image, cell.left, cell.right, cell.centre + dx, line.capTop + dy, GLYPH_WINDOW)
}
