import { type GrayImage, createGray } from './gray-image.ts'

/** Brightest pixel in a (2r+1)-pixel square: wipes out dark strokes narrower than the square. */
export function maxFilter(image: GrayImage, radius: number): GrayImage {
  const { width, height } = image
  const rows = createGray(width, height).data
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let max = 0
      for (let i = Math.max(0, x - radius), end = Math.min(width - 1, x + radius); i <= end; i += 1) max = Math.max(max, image.data[y * width + i] ?? 0)
      rows[y * width + x] = max
    }
  }
  const out = createGray(width, height)
  for (let x = 0; x < width; x += 1) {
    for (let y = 0; y < height; y += 1) {
      let max = 0
      for (let i = Math.max(0, y - radius), end = Math.min(height - 1, y + radius); i <= end; i += 1) max = Math.max(max, rows[i * width + x] ?? 0)
      out.data[y * width + x] = max
    }
  }
  return out
}
