import { CODE_ALPHABET, UNIQUE_CODE_LENGTH } from '../../domain/unique-code.ts'
import { boxBlur } from '../../web/features/scan/ocr/box-blur.ts'
import { rotateGray } from '../../web/features/scan/ocr/deskew.ts'
import { FACE_NAMES, type SourceGlyph, classicDots, dotsOf, faceGlyph, printDots, reweight } from './glyph-sources.ts'
import { type GrayImage, createGray } from '../../web/features/scan/ocr/gray-image.ts'
import { cropAndScale } from '../../web/features/scan/ocr/resize-gray.ts'

/** Uniform in [0, 1), as Math.random; seeded in training so a run can be repeated. */
export type Random = () => number

/** A code printed and photographed, made up: the training material of the glyph classifier. */
export interface SynthLine {
  gray: GrayImage
  code: string
}

// Glyphs are laid out at this cap height before the crop is made from them.
const WORK_CAP = 32
const CROP_HEIGHT = 80

const between = (random: Random, low: number, high: number) => low + (high - low) * random()
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!

/** How this line's printer draws a symbol: a face at some weight, or dots from a 5×7 font or a sampled face. */
function printer(random: Random): (symbol: string) => SourceGlyph {
  const kind = random()
  const face = pick(random, FACE_NAMES)
  if (kind < 0.35) {
    const weight = pick(random, [-1, 0, 0, 1, 2, 3])
    return (symbol) => reweight(faceGlyph(face, symbol), weight)
  }
  const radius = between(random, 0.28, 0.48)
  const widen = between(random, 0.7, 1.35)
  if (kind < 0.5) return (symbol) => printDots(classicDots(symbol), radius, widen)
  // Faces sampled onto dot grids are half the material: dot-matrix misreads (0/8/B, S/5, N/M) come
  // from such prints. Coders sample bold faces too, whose strokes light two dots across.
  const weight = pick(random, [0, 0, 1, 2])
  const rows = pick(random, [7, 8, 9, 10])
  const columns = Math.max(4, Math.round(rows * between(random, 0.5, 0.8)))
  const level = between(random, 0.3, 0.55)
  const shift = () => between(random, -0.5, 0.5)
  return (symbol) => printDots(dotsOf(reweight(faceGlyph(face, symbol), weight), columns, rows, level, [shift(), shift()]), radius, widen)
}

/** How a code is laid out and photographed, before light and noise. */
export interface PrintLayout {
  /** Gap between symbols, in cap heights. */
  spacing: number
  /** Every symbol at the same pitch (monospaced), or each at its own width. */
  steady: boolean
  /** Width factor of the glyphs (condensed or expanded print). */
  stretch: number
  /** Cap height in the crop, in pixels. */
  capPixels: number
  /** Degrees the line is tilted by, counter-clockwise. */
  tilt: number
  /** Box blur radius at the layout's 32-pixel cap height, applied twice: the camera's focus. */
  focus: number
  /** Paper left and right of the code, in cap heights. */
  margin: number
  /** How far the line sits below the crop's middle, as a share of its height. */
  drop: number
}

/** `code` drawn by `draw` as laid out, black on white, in an 80-pixel-high crop. */
export function printCodeLine(code: string, draw: (symbol: string) => SourceGlyph, layout: PrintLayout): GrayImage {
  const glyphs = [...code].map((symbol) => {
    const g = draw(symbol)
    const scale = WORK_CAP / g.cap
    return { image: cropAndScale(g.image, { x: 0, y: 0, width: g.image.width, height: g.image.height }, scale, 0, layout.stretch), capTop: g.capTop * scale }
  })
  const spacing = layout.spacing * WORK_CAP
  const widest = Math.max(...glyphs.map((g) => g.image.width))
  const advances = glyphs.map((g) => (layout.steady ? widest : g.image.width) + spacing)
  const scale = layout.capPixels / WORK_CAP
  const height = Math.round(CROP_HEIGHT / scale)
  const margin = layout.margin * WORK_CAP
  const page = createGray(Math.round(advances.reduce((a, b) => a + b, 0) - spacing + 2 * margin), height)
  const capTop = Math.round(height / 2 - WORK_CAP / 2 + layout.drop * height)
  let x = margin
  glyphs.forEach((g, i) => {
    const left = Math.round(x + (advances[i]! - spacing - g.image.width) / 2)
    const top = Math.round(capTop - g.capTop)
    for (let gy = 0; gy < g.image.height; gy += 1) {
      if (top + gy < 0 || top + gy >= page.height) continue
      for (let gx = 0; gx < g.image.width; gx += 1) {
        const at = (top + gy) * page.width + left + gx
        page.data[at] = Math.min(page.data[at] ?? 255, g.image.data[gy * g.image.width + gx] ?? 255)
      }
    }
    x += advances[i]!
  })
  const tilted = rotateGray(page, (layout.tilt * Math.PI) / 180)
  const blurred = layout.focus ? boxBlur(boxBlur(tilted, layout.focus), layout.focus) : tilted
  return cropAndScale(blurred, { x: 0, y: 0, width: blurred.width, height: blurred.height }, scale, 0)
}

/**
 * A random code printed by a random printer (face or dots, weight, width, spacing, steady or
 * proportional pitch), then photographed: tilted, out of focus, unevenly lit, faint, noisy, as an
 * 80-pixel-high crop. None of it copies a particular test set; the ranges are what pack photos show.
 */
export function synthCodeLine(random: Random): SynthLine {
  const code = Array.from({ length: UNIQUE_CODE_LENGTH }, () => pick(random, [...CODE_ALPHABET])).join('')
  const ink = printCodeLine(code, printer(random), {
    spacing: between(random, 0.05, 0.5),
    steady: random() < 0.8,
    stretch: between(random, 0.85, 1.15),
    capPixels: between(random, 12, 32),
    tilt: between(random, -4, 4),
    focus: pick(random, [0, 0, 1, 2, 3, 4]),
    margin: between(random, 0.4, 2),
    drop: between(random, -0.15, 0.15),
  })
  return { gray: photograph(ink, random), code }
}

/** Paper and ink colours, uneven light, a glare spot now and then, and sensor noise. */
function photograph(ink: GrayImage, random: Random): GrayImage {
  const { width, height } = ink
  const paper = between(random, 190, 255)
  const inkLevel = between(random, 0, 70)
  const contrast = between(random, 0.35, 1)
  const light = [between(random, 0.8, 1.05), between(random, 0.8, 1.05)] as const
  const glare = random() < 0.3 ? { x: random() * width, y: random() * height, size: between(random, 0.08, 0.3) * width, amount: between(random, 20, 70) } : null
  const noise = between(random, 1, 8)
  const out = createGray(width, height)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let lit = paper * (light[0] + ((light[1] - light[0]) * x) / width)
      if (glare) lit += glare.amount * Math.exp(-(((x - glare.x) / glare.size) ** 2) - (((y - glare.y) / height) ** 2))
      const share = contrast * (1 - (ink.data[y * width + x] ?? 255) / 255)
      const gaussian = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
      out.data[y * width + x] = lit - share * (lit - inkLevel) + noise * gaussian
    }
  }
  return out
}
