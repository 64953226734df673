import { CODE_ALPHABET, UNIQUE_CODE_LENGTH } from '../../domain/unique-code.ts'
import type { Random } from './seeded-random.ts'
import { boxBlur } from '../../web/features/scan/ocr/box-blur.ts'
import { rotateGray, sampleBilinear } from '../../web/features/scan/ocr/deskew.ts'
import { FACE_NAMES, type SourceGlyph, classicDots, dotsOf, faceGlyph, printDots, reweight } from './glyph-sources.ts'
import { type GrayImage, createGray } from '../../web/features/scan/ocr/gray-image.ts'
import { cropAndScale } from '../../web/features/scan/ocr/resize-gray.ts'

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

/**
 * Which training material: the first line model's and the glyph classifier's, or the second line
 * model's, whose worn dot printers are worse (decision 180): drops further off their places, more
 * of them missing, and half the heads drawing each drop out along the line.
 */
export type LineMaterial = 'standard' | 'worn'

/** How this line's printer draws a symbol: a face at some weight, or dots from a 5×7 font or a sampled face. */
function printer(random: Random, material: LineMaterial): (symbol: string) => SourceGlyph {
  const kind = random()
  const face = pick(random, FACE_NAMES)
  if (kind < 0.35) {
    const weight = pick(random, [-1, 0, 0, 1, 2, 3])
    return (symbol) => reweight(faceGlyph(face, symbol), weight)
  }
  const radius = between(random, 0.3, 0.6)
  const widen = between(random, 0.7, 1.35)
  // Half the dot printers are worn or fast: drops off their places, uneven, some missing.
  const worn = material === 'worn'
  const wear =
    random() < 0.5
      ? {
          jitter: between(random, 0.03, worn ? 0.25 : 0.2),
          spread: between(random, 0, 0.3),
          missing: between(random, 0, worn ? 0.15 : 0.1),
          smear: worn && random() < 0.5 ? between(random, 1, 1.6) : 1,
          random,
        }
      : undefined
  if (kind < 0.5) return (symbol) => printDots(classicDots(symbol), radius, widen, wear)
  // Faces sampled onto dot grids are half the material: dot-matrix misreads (0/8/B, S/5, N/M) come
  // from such prints. Coders sample bold faces too, whose strokes light two dots across.
  const weight = pick(random, [0, 0, 1, 2])
  const rows = pick(random, [7, 8, 9, 10])
  const columns = Math.max(4, Math.round(rows * between(random, 0.5, 0.8)))
  const level = between(random, 0.3, 0.55)
  const shift = () => between(random, -0.5, 0.5)
  return (symbol) => printDots(dotsOf(reweight(faceGlyph(face, symbol), weight), columns, rows, level, [shift(), shift()]), radius, widen, wear)
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
  /** Horizontal shift per pixel of height: italic print, or a phone held askew (0 for upright). */
  slant?: number
  /** How much taller the line's right end is than its left, as a share (0 for a square-on view). */
  keystone?: number
  /** Rows (shares of the cap height, 0 at the top) where a dead print-head element left a white streak. */
  streaks?: readonly number[]
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
  const seen = layout.slant || layout.keystone ? view(page, layout.slant ?? 0, layout.keystone ?? 0, capTop + WORK_CAP / 2) : page
  for (const streak of layout.streaks ?? []) seen.data.fill(255, Math.round(capTop + streak * WORK_CAP) * seen.width, Math.round(capTop + streak * WORK_CAP + 2) * seen.width)
  const tilted = rotateGray(seen, (layout.tilt * Math.PI) / 180)
  const blurred = layout.focus ? boxBlur(boxBlur(tilted, layout.focus), layout.focus) : tilted
  return cropAndScale(blurred, { x: 0, y: 0, width: blurred.width, height: blurred.height }, scale, 0)
}

/** The page seen askew: slanted about row `middle`, and each column scaled about it by the keystone. */
function view(page: GrayImage, slant: number, keystone: number, middle: number): GrayImage {
  const out = createGray(page.width, page.height)
  for (let x = 0; x < page.width; x += 1) {
    const scale = 1 + keystone * (x / page.width - 0.5)
    for (let y = 0; y < page.height; y += 1) {
      const sy = middle + (y - middle) / scale
      out.data[y * page.width + x] = sampleBilinear(page, x - slant * (sy - middle), sy)
    }
  }
  return out
}

/**
 * A random code printed by a random printer (face or dots, weight, width, spacing, steady or
 * proportional pitch), then photographed: tilted, out of focus, unevenly lit, faint, noisy, as an
 * 80-pixel-high crop. None of it copies a particular test set; the ranges are what pack photos show.
 */
export function synthCodeLine(random: Random, material: LineMaterial = 'standard'): SynthLine {
  const code = Array.from({ length: UNIQUE_CODE_LENGTH }, () => pick(random, [...CODE_ALPHABET])).join('')
  const layout: PrintLayout = {
    spacing: between(random, 0.05, 0.5),
    steady: random() < 0.8,
    stretch: between(random, 0.85, 1.15),
    capPixels: between(random, 12, 32),
    tilt: between(random, -6, 6),
    slant: random() < 0.3 ? between(random, -0.25, 0.25) : 0,
    keystone: random() < 0.3 ? between(random, -0.45, 0.45) : 0,
    streaks: random() < 0.15 ? Array.from({ length: 1 + Math.floor(random() * 3) }, () => between(random, 0.15, 0.85)) : [],
    focus: pick(random, [0, 0, 1, 1, 2, 3]),
    margin: between(random, 0.4, 2),
    drop: between(random, -0.15, 0.15),
  }
  return { gray: camera(photograph(printCodeLine(code, printer(random, material), layout), random), layout, random), code }
}

/**
 * What the phone does to the picture: now and then a moving hand, or a low-resolution sensor; one
 * at a time, and never so much that a reader could not make the code out: material no one could
 * read only teaches the classifier to hedge.
 */
function camera(picture: GrayImage, { capPixels, focus }: PrintLayout, random: Random): GrayImage {
  const whole = (image: GrayImage) => ({ x: 0, y: 0, width: image.width, height: image.height })
  const trouble = focus >= 3 ? 1 : random()
  if (trouble < 0.2) {
    const across = random() < 0.8
    const length = between(random, 2, (across ? 0.4 : 0.2) * capPixels)
    return motionBlur(picture, Math.round(length), across ? between(random, -0.35, 0.35) : Math.PI / 2 + between(random, -0.3, 0.3))
  }
  if (trouble < 0.4) {
    // A sensor that gives the code's cap height no fewer than 7 pixels.
    const shrink = between(random, Math.min(0.5, Math.max(0.28, 7 / capPixels)), 0.55)
    const small = cropAndScale(picture, whole(picture), shrink, 0)
    return cropAndScale(small, whole(small), picture.height / small.height, 0)
  }
  return picture
}

/** The average of the picture shifted along a line of `length` pixels at `angle`. */
function motionBlur(image: GrayImage, length: number, angle: number): GrayImage {
  const out = createGray(image.width, image.height)
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      let sum = 0
      for (let i = 0; i <= length; i += 1) {
        const t = i - length / 2
        sum += sampleBilinear(image, x + t * Math.cos(angle), y + t * Math.sin(angle))
      }
      out.data[y * image.width + x] = sum / (length + 1)
    }
  }
  return out
}

/** Paper and ink colours, uneven light, a glare spot now and then, and sensor noise. */
function photograph(ink: GrayImage, random: Random): GrayImage {
  const { width, height } = ink
  const paper = between(random, 190, 255)
  const inkLevel = between(random, 0, 70)
  const contrast = between(random, 0.3, 1)
  const light = [between(random, 0.8, 1.05), between(random, 0.8, 1.05)] as const
  const glare = random() < 0.3 ? { x: random() * width, y: random() * height, size: between(random, 0.08, 0.3) * width, amount: between(random, 20, 70) } : null
  // Dim light is noisy light, but never so low in contrast that the noise drowns the print.
  const noise = random() < 0.2 ? between(random, 6, 18) * Math.min(1, contrast / 0.4) : between(random, 1, 8)
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
