import type { GrayImage } from './gray-image.ts'

/** Otsu's level: the split of the histogram that maximises the variance between its two sides. */
export function otsuLevel(image: GrayImage): number {
  const histogram = new Float64Array(256)
  for (const value of image.data) histogram[value] = (histogram[value] ?? 0) + 1
  const total = image.data.length
  let sumAll = 0
  for (let v = 0; v < 256; v += 1) sumAll += v * (histogram[v] ?? 0)
  let below = 0
  let sumBelow = 0
  let best = 0
  let level = 128
  for (let v = 0; v < 256; v += 1) {
    below += histogram[v] ?? 0
    if (below === 0 || below === total) continue
    sumBelow += v * (histogram[v] ?? 0)
    const meanBelow = sumBelow / below
    const meanAbove = (sumAll - sumBelow) / (total - below)
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2
    if (between > best) {
      best = between
      level = v
    }
  }
  return level
}
