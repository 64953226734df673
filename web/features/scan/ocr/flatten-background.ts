import { boxBlur } from './box-blur.ts'
import { type GrayImage, createGray } from './gray-image.ts'
import { maxFilter } from './max-filter.ts'

/**
 * Divides each pixel by the paper's brightness around it, so uneven light, a glare spot or a
 * tinted pack all become white paper and ink keeps its share of darkness. The paper is the
 * brightest value nearby (wider than any stroke), smoothed so its edges do not show.
 */
export function flattenBackground(image: GrayImage, radius: number): GrayImage {
  const paper = boxBlur(maxFilter(image, radius), radius)
  const out = createGray(image.width, image.height)
  for (let i = 0; i < out.data.length; i += 1) {
    out.data[i] = (255 * (image.data[i] ?? 0)) / Math.max(1, paper.data[i] ?? 0)
  }
  return out
}
