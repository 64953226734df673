import { type GrayImage, createGray } from './gray-image.ts'

/**
 * A threshold with a soft edge: pixels well below `level` (0 to 1) go black, well above go white,
 * and those near it keep a grey ramp, so stroke edges stay smooth for the LSTM.
 */
export function softThreshold(image: GrayImage, level: number, softness = 15): GrayImage {
  const out = createGray(image.width, image.height)
  const centre = level * 255
  for (let i = 0; i < out.data.length; i += 1) out.data[i] = 255 / (1 + Math.exp((-4 * ((image.data[i] ?? 0) - centre)) / softness))
  return out
}
