import { type GrayImage, createGray } from './gray-image.ts'

/**
 * Maps the `lowShare` darkest pixels to black and everything from the paper level up to white,
 * so faint print gets the full range. The paper level is the median: text covers well under
 * half of a code crop.
 */
export function stretchContrast(image: GrayImage, lowShare = 0.02): GrayImage {
  const histogram = new Uint32Array(256)
  for (const value of image.data) histogram[value] = (histogram[value] ?? 0) + 1
  const low = percentile(histogram, image.data.length * lowShare)
  const high = percentile(histogram, image.data.length * 0.5)
  const out = createGray(image.width, image.height)
  if (high - low < 8) return { ...out, data: image.data.slice() }
  const scale = 255 / (high - low)
  for (let i = 0; i < out.data.length; i += 1) out.data[i] = ((image.data[i] ?? 0) - low) * scale
  return out
}

function percentile(histogram: Uint32Array, rank: number): number {
  let seen = 0
  for (let value = 0; value < 256; value += 1) {
    seen += histogram[value] ?? 0
    if (seen > rank) return value
  }
  return 255
}
