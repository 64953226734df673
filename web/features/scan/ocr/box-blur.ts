import { type GrayImage, createGray } from './gray-image.ts'

/**
 * Mean over a (2r+1)-pixel square, edges clamped, as two running-sum passes: cost does not grow
 * with the radius. Smooths sensor noise and merges the dots of dot-matrix print into strokes.
 */
export function boxBlur(image: GrayImage, radius: number): GrayImage {
  if (radius < 1) return { ...image, data: image.data.slice() }
  const { width, height } = image
  const rows = blurLines(image.data, width, height, 1, width, radius)
  return { width, height, data: blurLines(rows, height, width, width, 1, radius) }
}

// Blurs `lines` lines of `length` pixels; `step` walks along a line, `stride` from line to line.
function blurLines(source: Uint8ClampedArray, length: number, lines: number, step: number, stride: number, radius: number): Uint8ClampedArray {
  const out = createGray(1, source.length).data
  const size = 2 * radius + 1
  const at = (line: number, i: number) => source[line * stride + Math.min(length - 1, Math.max(0, i)) * step] ?? 0
  for (let line = 0; line < lines; line += 1) {
    let sum = 0
    for (let i = -radius; i <= radius; i += 1) sum += at(line, i)
    for (let i = 0; i < length; i += 1) {
      out[line * stride + i * step] = sum / size
      sum += at(line, i + radius + 1) - at(line, i - radius)
    }
  }
  return out
}
