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

/**
 * How a worn or fast head places its drops, in shares of the pitch: each drop off its place by up to
 * `jitter`, its radius varying by up to `spread`, and a share `missing` of them not printed at all;
 * each drawn out along the line `smear` times as long as high by a moving pack (1: round).
 */
export interface DropWear {
  jitter: number
  spread: number
  missing: number
  smear: number
  random: () => number
}

/** A dot pattern printed as round dots of `radius` (share of the pitch), columns `widen` times as far apart as rows. */
export function printDots({ columns, rows }: DotPattern, radius: number, widen: number, wear?: DropWear): SourceGlyph {
  const pitchX = DOT_PITCH * widen
  const r = DOT_PITCH * radius
  const off = () => (wear ? (wear.random() * 2 - 1) * wear.jitter * DOT_PITCH : 0)
  const smear = wear?.smear ?? 1
  const drops = rows.flatMap((bits, row) =>
    Array.from({ length: columns }, (_, column) => column).flatMap((column) => {
      if (!((bits >> (columns - 1 - column)) & 1) || (wear && wear.random() < wear.missing)) return []
      const size = wear ? r * (1 + (wear.random() * 2 - 1) * wear.spread) : r
      return [{ x: (column + 0.5) * pitchX + off(), y: (row + 0.5) * DOT_PITCH + off(), r: size }]
    }),
  )
  const image = createGray(Math.ceil(columns * pitchX), rows.length * DOT_PITCH)
  const covered = new Float32Array(image.width * image.height)
  for (const drop of drops) {
    for (let y = Math.max(0, Math.floor(drop.y - drop.r)); y < Math.min(image.height, Math.ceil(drop.y + drop.r)); y += 1) {
      for (let x = Math.max(0, Math.floor(drop.x - drop.r * smear)); x < Math.min(image.width, Math.ceil(drop.x + drop.r * smear)); x += 1) {
        let inside = 0
        for (let sy = 0; sy < SUBSAMPLES; sy += 1) {
          for (let sx = 0; sx < SUBSAMPLES; sx += 1) {
            const dx = (x + (sx + 0.5) / SUBSAMPLES - drop.x) / smear
            const dy = y + (sy + 0.5) / SUBSAMPLES - drop.y
            if (dx * dx + dy * dy <= drop.r * drop.r) inside += 1
          }
        }
        const at = y * image.width + x
        covered[at] = Math.min(1, (covered[at] ?? 0) + inside / SUBSAMPLES ** 2)
      }
    }
  }
  covered.forEach((c, at) => (image.data[at] = 255 - 255 * c))
  return { image, capTop: DOT_PITCH / 2 - r, cap: (rows.length - 1) * DOT_PITCH + 2 * r }
}
