import { type GrayImage, createGray } from './gray-image.ts'

const DEGREE = Math.PI / 180

/**
 * The slope angle θ (radians; ink runs along y = y0 + x·tan θ, rows counted downwards) at which
 * the ink pixels (value <= level) pile up into the fewest rows: a level line of text has the
 * sharpest row profile. Coarse search over ±maxDegrees, then a finer one around the best.
 */
export function estimateSkew(image: GrayImage, level: number, maxDegrees = 6): number {
  const xs: number[] = []
  const ys: number[] = []
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if ((image.data[y * image.width + x] ?? 255) <= level) {
        xs.push(x - image.width / 2)
        ys.push(y)
      }
    }
  }
  if (xs.length < 20) return 0
  const rows = new Float64Array(image.height * 2)
  const sharpness = (angle: number) => {
    rows.fill(0)
    const slope = Math.tan(angle)
    for (let i = 0; i < xs.length; i += 1) {
      const row = Math.round((ys[i] ?? 0) - (xs[i] ?? 0) * slope + image.height / 2)
      if (row >= 0 && row < rows.length) rows[row] = (rows[row] ?? 0) + 1
    }
    let score = 0
    for (const count of rows) score += count * count
    return score
  }
  const search = (from: number, to: number, step: number) => {
    let best = 0
    let bestScore = -1
    // Integer steps, so a level line comes out as exactly 0 rather than a rounding error.
    for (let k = 0, steps = Math.round((to - from) / step); k <= steps; k += 1) {
      const degrees = Math.round((from + k * step) * 1000) / 1000
      const score = sharpness(degrees * DEGREE)
      // Ties go to the smaller angle: a straight line should not be turned on a whim.
      if (score > bestScore || (score === bestScore && Math.abs(degrees) < Math.abs(best))) {
        best = degrees
        bestScore = score
      }
    }
    return best
  }
  const coarse = search(-maxDegrees, maxDegrees, 1)
  return search(coarse - 1, coarse + 1, 0.2) * DEGREE
}

/** Turns the image by -angle about its centre (bilinear), undoing a skew of `angle`; corners fill white. */
export function rotateGray(image: GrayImage, angle: number): GrayImage {
  const { width, height } = image
  const out = createGray(width, height)
  if (angle === 0) return { width, height, data: image.data.slice() }
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const cx = width / 2
  const cy = height / 2
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // Source of this output pixel: rotate back by +angle.
      const sx = cos * (x - cx) - sin * (y - cy) + cx
      const sy = sin * (x - cx) + cos * (y - cy) + cy
      out.data[y * width + x] = sampleBilinear(image, sx, sy)
    }
  }
  return out
}

export function sampleBilinear(image: GrayImage, x: number, y: number): number {
  const x0 = Math.floor(x)
  const y0 = Math.floor(y)
  if (x0 < 0 || y0 < 0 || x0 >= image.width - 1 || y0 >= image.height - 1) {
    const cx = Math.round(x)
    const cy = Math.round(y)
    return cx >= 0 && cy >= 0 && cx < image.width && cy < image.height ? (image.data[cy * image.width + cx] ?? 255) : 255
  }
  const fx = x - x0
  const fy = y - y0
  const i = y0 * image.width + x0
  const top = (image.data[i] ?? 0) * (1 - fx) + (image.data[i + 1] ?? 0) * fx
  const bottom = (image.data[i + image.width] ?? 0) * (1 - fx) + (image.data[i + image.width + 1] ?? 0) * fx
  return top * (1 - fy) + bottom * fy
}
