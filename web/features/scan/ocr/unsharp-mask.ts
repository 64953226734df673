import { boxBlur } from './box-blur.ts'
import { type GrayImage, createGray } from './gray-image.ts'

/** Adds back `amount` times the detail a box blur of `radius` removes: edges softened by focus blur sharpen. */
export function unsharpMask(image: GrayImage, radius: number, amount: number): GrayImage {
  const blurred = boxBlur(image, radius)
  const out = createGray(image.width, image.height)
  for (let i = 0; i < out.data.length; i += 1) {
    const value = image.data[i] ?? 0
    out.data[i] = value + amount * (value - (blurred.data[i] ?? 0))
  }
  return out
}
