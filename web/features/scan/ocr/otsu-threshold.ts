import type { GrayImage } from './gray-image.ts'

/** How many pixels hold each value, 0 to 255. */
function histogramOf(image: GrayImage): Float64Array {
  const histogram = new Float64Array(256)
  for (const value of image.data) histogram[value] = (histogram[value] ?? 0) + 1
  return histogram
}

/** Otsu's level: the split of the histogram that maximises the variance between its two sides. */
export function otsuLevel(image: GrayImage): number {
  return otsuOf(histogramOf(image))
}

function otsuOf(histogram: Float64Array): number {
  let total = 0
  let sumAll = 0
  for (let v = 0; v < 256; v += 1) {
    total += histogram[v] ?? 0
    sumAll += v * (histogram[v] ?? 0)
  }
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

/** The value at the middle of a histogram of `total` counts. */
function medianOf(histogram: Float64Array, total: number): number {
  let below = 0
  for (let v = 0; v < histogram.length; v += 1) {
    below += histogram[v] ?? 0
    if (below > total / 2) return v
  }
  return histogram.length - 1
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
  // From the histogram: sorting a crop's pixels, twice, cost forty times Otsu's level itself.
  const histogram = histogramOf(image)
  const total = image.data.length
  const paper = medianOf(histogram, total)
  const deviations = new Float64Array(256)
  histogram.forEach((count, v) => (deviations[Math.abs(v - paper)] = (deviations[Math.abs(v - paper)] ?? 0) + count))
  return Math.min(otsuOf(histogram), paper - GRAIN_DEVIATIONS * medianOf(deviations, total))
}
