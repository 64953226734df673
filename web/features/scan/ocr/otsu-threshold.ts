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

/** How many median deviations of the paper's own grain ink must lie below the paper's median. */
const GRAIN_DEVIATIONS = 4

/**
 * Otsu's level, kept below the paper's grain. Where ink covers little of a crop and sensor noise in
 * low light spreads the paper's values wide, Otsu's split falls inside the paper itself and makes
 * a fifth of it ink. The median is the paper (ink covers far less than half a crop), and its
 * median absolute deviation the grain; a clean crop's grain is a value or two, and Otsu's level
 * stands.
 */
export function inkLevel(image: GrayImage): number {
  const values = Uint8Array.from(image.data).sort()
  const paper = values[values.length >> 1] ?? 255
  const deviations = Uint8Array.from(image.data, (v) => Math.abs(v - paper)).sort()
  const grain = deviations[deviations.length >> 1] ?? 0
  return Math.min(otsuLevel(image), paper - GRAIN_DEVIATIONS * grain)
}
