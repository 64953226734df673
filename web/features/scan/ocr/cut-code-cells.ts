import { UNIQUE_CODE_LENGTH } from '../../../../domain/unique-code.ts'
import { inkCentre } from './glyph-window.ts'
import type { GrayImage } from './gray-image.ts'
import type { Box } from './ink-bounds.ts'

/** One symbol's share of the line: columns [left, right) and the centre of its ink. */
export interface CodeCell {
  left: number
  right: number
  centre: number
}

/**
 * Codes are printed at a steady pitch (monospaced faces, dot-matrix heads), so the 9 cuts between
 * the 10 symbols are first laid as an evenly spaced comb, at the pitch and phase where they cross
 * the least ink; each cut then moves to the lightest column nearby, which absorbs uneven spacing
 * and proportional faces. Answers the 10 cells of the line inside `ink`.
 */
export function cutCodeCells(image: GrayImage, ink: Box): CodeCell[] {
  const profile = columnInk(image, ink)
  const at = (x: number) => {
    const i = Math.floor(x)
    const f = x - i
    return (profile[Math.max(0, Math.min(profile.length - 1, i))] ?? 0) * (1 - f) + (profile[Math.max(0, Math.min(profile.length - 1, i + 1))] ?? 0) * f
  }
  const end = ink.x + ink.width
  let best = { cost: Infinity, first: 0, pitch: ink.width / UNIQUE_CODE_LENGTH }
  for (let pitch = ink.width / 10.8; pitch <= ink.width / 8.8; pitch += 0.25) {
    for (let first = ink.x + 0.4 * pitch; first <= ink.x + 1.3 * pitch; first += 0.5) {
      const last = first + (UNIQUE_CODE_LENGTH - 2) * pitch
      if (last < end - 1.3 * pitch || last > end - 0.4 * pitch) continue
      let cost = 0
      for (let i = 0; i < UNIQUE_CODE_LENGTH - 1; i += 1) cost += at(first + i * pitch)
      if (cost < best.cost) best = { cost, first, pitch }
    }
  }
  const reach = Math.max(1, Math.round(0.2 * best.pitch))
  const cuts = Array.from({ length: UNIQUE_CODE_LENGTH - 1 }, (_, i) => {
    const planned = Math.round(best.first + i * best.pitch)
    let cut = planned
    for (let x = planned - reach; x <= planned + reach; x += 1) {
      if (at(x) < at(cut) || (at(x) === at(cut) && Math.abs(x - planned) < Math.abs(cut - planned))) cut = x
    }
    return cut
  })
  const edges = [Math.floor(ink.x - best.pitch / 2), ...cuts, Math.ceil(end + best.pitch / 2)]
  return cuts.concat(0).map((_, i) => {
    const left = edges[i]!
    const right = edges[i + 1]!
    return { left, right, centre: inkCentre(image, left, right, ink.y, ink.y + ink.height) }
  })
}

/** Ink per column of the whole image, over the line's rows, lightly smoothed. */
function columnInk(image: GrayImage, ink: Box): Float64Array {
  const raw = new Float64Array(image.width)
  for (let y = ink.y; y < ink.y + ink.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) raw[x] = (raw[x] ?? 0) + 255 - (image.data[y * image.width + x] ?? 255)
  }
  return raw.map((_, x) => ((raw[x - 1] ?? raw[x] ?? 0) + 2 * (raw[x] ?? 0) + (raw[x + 1] ?? raw[x] ?? 0)) / 4)
}
