import type { GrayImage } from './gray-image.ts'

/**
 * The frame glyphs are compared in, the same for templates and for cells cut from a line: a glyph's
 * cap top goes to row `capTop` and its ink's centre to the middle column.
 */
export interface GlyphWindow {
  width: number
  height: number
  capTop: number
}

/** The centre of mass of the ink (255 - gray) in columns [left, right), rows [top, bottom). */
export function inkCentre(image: GrayImage, left: number, right: number, top: number, bottom: number): number {
  let sum = 0
  let weighted = 0
  for (let y = Math.max(0, top); y < Math.min(image.height, bottom); y += 1) {
    for (let x = Math.max(0, left); x < Math.min(image.width, right); x += 1) {
      const ink = 255 - (image.data[y * image.width + x] ?? 255)
      sum += ink
      weighted += ink * x
    }
  }
  return sum > 0 ? weighted / sum : (left + right) / 2
}

/** How wide the ink in columns [left, right), rows [top, bottom) is: pixels at or below `level` count. */
export function inkWidth(image: GrayImage, left: number, right: number, top: number, bottom: number, level: number): number {
  let first = Infinity
  let last = -Infinity
  for (let y = Math.max(0, top); y < Math.min(image.height, bottom); y += 1) {
    for (let x = Math.max(0, left); x < Math.min(image.width, right); x += 1) {
      if ((image.data[y * image.width + x] ?? 255) <= level) {
        first = Math.min(first, x)
        last = Math.max(last, x)
      }
    }
  }
  return last >= first ? last - first + 1 : 0
}

/**
 * The ink of `image` in columns [left, right) framed by `window`: column `centre` goes to the middle
 * and row `capTop` to the window's cap top; what lies outside the columns or the image is paper, so
 * a neighbour's ink does not count. Zero-mean and unit-length, so the dot product of two windows
 * is their normalised cross-correlation: blind to contrast and brightness, which vary by print.
 */
export function windowVector(image: GrayImage, left: number, right: number, centre: number, capTop: number, window: GlyphWindow): Float32Array {
  const out = new Float32Array(window.width * window.height)
  const x0 = Math.round(centre) - Math.floor(window.width / 2)
  const y0 = capTop - window.capTop
  const from = Math.max(left, 0)
  const to = Math.min(right, image.width)
  let sum = 0
  for (let wy = 0; wy < window.height; wy += 1) {
    const y = y0 + wy
    if (y < 0 || y >= image.height) continue
    for (let wx = 0; wx < window.width; wx += 1) {
      const x = x0 + wx
      if (x < from || x >= to) continue
      const ink = 255 - (image.data[y * image.width + x] ?? 255)
      out[wy * window.width + wx] = ink
      sum += ink
    }
  }
  const mean = sum / out.length
  let squares = 0
  for (let i = 0; i < out.length; i += 1) {
    const v = (out[i] ?? 0) - mean
    out[i] = v
    squares += v * v
  }
  const scale = squares > 0 ? 1 / Math.sqrt(squares) : 0
  for (let i = 0; i < out.length; i += 1) out[i] = (out[i] ?? 0) * scale
  return out
}
