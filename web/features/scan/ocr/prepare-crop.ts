import { boxBlur } from './box-blur.ts'
import { estimateSkew, rotateGray } from './deskew.ts'
import { flattenBackground } from './flatten-background.ts'
import type { GrayImage } from './gray-image.ts'
import { inkBounds } from './ink-bounds.ts'
import { binarise, otsuLevel } from './otsu-threshold.ts'
import { cropAndScale } from './resize-gray.ts'
import { stretchContrast } from './stretch-contrast.ts'

export interface PrepareOptions {
  textHeight: number
  margin: number
  blur: number
  binary: boolean
  deskew: boolean
  level?: number
  soft?: number
  post?: number
  stretchX?: number
}

export function prepareCrop(gray: GrayImage, options: PrepareOptions): GrayImage | null {
  const flat = flattenBackground(gray, Math.max(4, Math.round(gray.height / 10)))
  let smooth = boxBlur(flat, 1)
  const level = otsuLevel(smooth)
  let source = flat
  if (options.deskew) {
    const angle = estimateSkew(smooth, level)
    if (angle !== 0) {
      source = rotateGray(flat, angle)
      smooth = rotateGray(smooth, angle)
    }
  }
  const bounds = inkBounds(smooth, level)
  if (!bounds) return null
  const scale = options.textHeight / bounds.height
  const pad = Math.round(bounds.height * 0.3)
  const box = { x: bounds.x - pad, y: bounds.y - pad, width: bounds.width + 2 * pad, height: bounds.height + 2 * pad }
  let out = cropAndScale(source, box, scale, options.margin, scale * (options.stretchX ?? 1))
  if (options.blur > 0) out = boxBlur(out, options.blur)
  out = stretchContrast(out)
  if (options.level !== undefined) {
    const t = options.level * 255
    const k = options.soft ?? 20
    const o = out
    out = { ...o, data: o.data.map((v) => 255 / (1 + Math.exp(-(v - t) / k * 4))) }
  }
  if (options.post) out = boxBlur(out, options.post)
  return options.binary ? binarise(out, otsuLevel(out)) : out
}
