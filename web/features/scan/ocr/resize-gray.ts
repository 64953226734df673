import { boxBlur } from './box-blur.ts'
import { sampleBilinear } from './deskew.ts'
import { type GrayImage, createGray } from './gray-image.ts'

/**
 * The part of `image` inside `box`, scaled by `scale` (bilinear; averaged first when shrinking so
 * fine noise does not alias) and framed by `margin` white pixels on every side. `stretch` scales
 * the width further, for comparing glyphs of faces drawn wider or narrower.
 */
export function cropAndScale(image: GrayImage, box: { x: number; y: number; width: number; height: number }, scale: number, margin: number, stretch = 1): GrayImage {
  const scaleX = scale * stretch
  const shrink = Math.min(scale, scaleX)
  const source = shrink < 0.75 ? boxBlur(image, Math.round(0.5 / shrink)) : image
  const width = Math.max(1, Math.round(box.width * scaleX))
  const height = Math.max(1, Math.round(box.height * scale))
  const out = createGray(width + 2 * margin, height + 2 * margin)
  for (let y = 0; y < height; y += 1) {
    const sy = box.y + (y + 0.5) / scale - 0.5
    for (let x = 0; x < width; x += 1) {
      out.data[(y + margin) * out.width + x + margin] = sampleBilinear(source, box.x + (x + 0.5) / scaleX - 0.5, sy)
    }
  }
  return out
}
