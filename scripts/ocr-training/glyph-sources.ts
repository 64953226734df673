import { DOT_MATRIX_5X7 } from './dot-matrix-font.ts'
import { FONT_GLYPHS, FONT_GLYPH_CAP, FONT_GLYPH_HEIGHT } from './font-glyphs.gen.ts'
import { type GrayImage, createGray } from '../../web/features/scan/ocr/gray-image.ts'
import { maxFilter } from '../../web/features/scan/ocr/max-filter.ts'
import { cropAndScale } from '../../web/features/scan/ocr/resize-gray.ts'

/** A symbol drawn black on white: its cap top at row `capTop`, `cap` pixels high. */
export interface SourceGlyph {
  image: GrayImage
  capTop: number
  cap: number
}

/** A dot-matrix pattern: a row of bits per dot row, the high bit on the left. */
export interface DotPattern {
  columns: number
  rows: readonly number[]
}

export const FACE_NAMES = Object.keys(FONT_GLYPHS)

/** The classic 5×7 pattern of a symbol. */
export function classicDots(symbol: string): DotPattern {
  return { columns: 5, rows: DOT_MATRIX_5X7[symbol]! }
}

/** A symbol in one face of font-glyphs.gen.ts, unpacked from its 1-bit rows. */
export function faceGlyph(face: string, symbol: string): SourceGlyph {
  const [width, bits] = FONT_GLYPHS[face]![symbol]!
  const bytes = Uint8Array.from(atob(bits), (c) => c.charCodeAt(0))
  const stride = Math.ceil(width / 8)
  const image = createGray(width, FONT_GLYPH_HEIGHT)
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (((bytes[y * stride + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1) image.data[y * width + x] = 0
    }
  }
  return { image, capTop: 0, cap: FONT_GLYPH_CAP }
}

/** Strokes grown by `radius` pixels (ink spreading on the pack), or thinned when it is negative. */
export function reweight(glyph: SourceGlyph, radius: number): SourceGlyph {
  if (radius === 0) return glyph
  const grow = Math.abs(radius)
  const padded = cropAndScale(glyph.image, { x: 0, y: 0, width: glyph.image.width, height: glyph.image.height }, 1, grow)
  const inverted = (image: GrayImage) => ({ ...image, data: image.data.map((v) => 255 - v) })
  const image = radius > 0 ? inverted(maxFilter(inverted(padded), grow)) : maxFilter(padded, grow)
  return { image, capTop: glyph.capTop + grow, cap: glyph.cap }
}

/**
 * A glyph sampled onto a coarse grid, as coders that print fonts with a dot head do: each dot is
 * inked where the glyph covers more than `level` (0 to 1) of the dot's cell. Where the grid falls
 * on the glyph (`shift`, in dots) changes which dots a stroke lands on.
 */
export function dotsOf(glyph: SourceGlyph, columns: number, rows: number, level: number, shift: [number, number] = [0, 0]): DotPattern {
  // Face glyphs are cut to their ink's width (render-font-glyphs.py): the whole width is the glyph's.
  const dotWidth = glyph.image.width / columns
  const dotHeight = glyph.cap / rows
  const box = { x: -shift[0] * dotWidth, y: glyph.capTop - shift[1] * dotHeight, width: glyph.image.width, height: glyph.cap }
  const grid = cropAndScale(glyph.image, box, 1 / dotHeight, 0, dotHeight / dotWidth)
  return {
    columns: grid.width,
    rows: Array.from({ length: grid.height }, (_, y) => {
      let bits = 0
      for (let x = 0; x < grid.width; x += 1) bits = (bits << 1) | ((grid.data[y * grid.width + x] ?? 255) < 255 * (1 - level) ? 1 : 0)
      return bits
    }),
  }
}

// Dots are drawn at this vertical pitch (pixels), each pixel sampled 4×4 for smooth edges.
const DOT_PITCH = 12
const SUBSAMPLES = 4

/** A dot pattern printed as round dots of `radius` (share of the pitch), columns `widen` times as far apart as rows. */
export function printDots({ columns, rows }: DotPattern, radius: number, widen: number): SourceGlyph {
  const pitchX = DOT_PITCH * widen
  const r = DOT_PITCH * radius
  const image = createGray(Math.ceil(columns * pitchX), rows.length * DOT_PITCH)
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      let covered = 0
      for (let sy = 0; sy < SUBSAMPLES; sy += 1) {
        for (let sx = 0; sx < SUBSAMPLES; sx += 1) {
          const px = x + (sx + 0.5) / SUBSAMPLES
          const py = y + (sy + 0.5) / SUBSAMPLES
          const column = Math.floor(px / pitchX)
          const row = Math.floor(py / DOT_PITCH)
          const dx = px - (column + 0.5) * pitchX
          const dy = py - (row + 0.5) * DOT_PITCH
          if (((rows[row] ?? 0) >> (columns - 1 - column)) & 1 && dx * dx + dy * dy <= r * r) covered += 1
        }
      }
      image.data[y * image.width + x] = 255 - (255 * covered) / SUBSAMPLES ** 2
    }
  }
  return { image, capTop: DOT_PITCH / 2 - r, cap: (rows.length - 1) * DOT_PITCH + 2 * r }
}

