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

/** Widths a cell may take, as shares of the line's mean pitch: a 1 beside an M in a proportional face. */
export const NARROWEST = 0.35
export const WIDEST = 1.9
/**
 * What a cell's width straying from the mean pitch costs, against the ink a cut crosses (a cut
 * through a stroke costs up to 1): enough that a steady dot-matrix head's cuts stay on its pitch
 * rather than fall between two dot columns of one glyph, little enough that a proportional face's
 * wide and narrow symbols are cut at their own gaps.
 */
const PITCH_WEIGHT = 5

/** How far (a share of the pitch) a cut may move to the lightest column near where the pitch put it. */
const REACH = 0.25

/**
 * The 9 cuts between the 10 symbols, chosen together (dynamic programming over the columns): each
 * cut costs the ink it crosses, and each cell the squared share by which its width strays from the
 * mean pitch; a line seen at an angle, its pitch growing along it, is cut as well as a square one.
 * Answers the 10 cells of the line inside `ink`.
 */
export function cutCodeCells(image: GrayImage, ink: Box): CodeCell[] {
  // Ink per column over the line's rows, lightly smoothed.
  const raw = columnInk(image, ink.y, ink.y + ink.height)
  const profile = raw.map((_, x) => ((raw[x - 1] ?? raw[x] ?? 0) + 2 * (raw[x] ?? 0) + (raw[x + 1] ?? raw[x] ?? 0)) / 4)
  const darkest = Math.max(1, ...profile.subarray(ink.x, ink.x + ink.width))
  const end = ink.x + ink.width
  const pitch = ink.width / UNIQUE_CODE_LENGTH
  const low = Math.max(1, Math.floor(NARROWEST * pitch))
  const high = Math.ceil(WIDEST * pitch)
  const strays = (width: number) => PITCH_WEIGHT * ((width - pitch) / pitch) ** 2
  const crossed = (x: number) => (profile[x] ?? 0) / darkest
  // cost[k][x]: the least cost of cuts 1..k with cut k at column x (cut 0 is the ink's left edge).
  let cost = new Map<number, number>([[ink.x, 0]])
  const from: Map<number, number>[] = []
  for (let k = 1; k < UNIQUE_CODE_LENGTH; k += 1) {
    const next = new Map<number, number>()
    const back = new Map<number, number>()
    for (const [x0, c0] of cost) {
      for (let x = x0 + low; x <= Math.min(x0 + high, end - low); x += 1) {
        const c = c0 + strays(x - x0) + crossed(x)
        if (c < (next.get(x) ?? Infinity)) {
          next.set(x, c)
          back.set(x, x0)
        }
      }
    }
    cost = next
    from.push(back)
  }
  let last = -1
  let least = Infinity
  for (const [x, c] of cost) {
    const total = c + strays(end - x)
    if (end - x >= low && end - x <= high && total < least) [least, last] = [total, x]
  }
  // No way to cut ten cells of plausible widths: fall back to ten equal ones.
  const cuts = last < 0 ? Array.from({ length: UNIQUE_CODE_LENGTH - 1 }, (_, i) => Math.round(ink.x + (i + 1) * pitch)) : []
  for (let k = UNIQUE_CODE_LENGTH - 2, x = last; k >= 0 && x >= 0; k -= 1) {
    cuts.unshift(x)
    x = from[k]!.get(x)!
  }
  // Each cut then moves to the lightest column near it: the pitch's pull settled where the cells go,
  // the gap itself decides where the cut falls.
  const reach = Math.max(1, Math.round(REACH * pitch))
  cuts.forEach((planned, i) => {
    let cut = planned
    for (let x = planned - reach; x <= planned + reach; x += 1) {
      if (crossed(x) < crossed(cut) || (crossed(x) === crossed(cut) && Math.abs(x - planned) < Math.abs(cut - planned))) cut = x
    }
    cuts[i] = cut
  })
  const edges = [Math.floor(ink.x - pitch / 2), ...cuts, Math.ceil(end + pitch / 2)]
  return cuts.concat(0).map((_, i) => {
    const left = edges[i]!
    const right = edges[i + 1]!
    return { left, right, centre: inkCentre(image, left, right, ink.y, ink.y + ink.height) }
  })
}

/** Ink (255 - gray) per column of the whole image, summed over rows [top, bottom). */
export function columnInk(image: GrayImage, top: number, bottom: number): Float64Array {
  const ink = new Float64Array(image.width)
  for (let y = Math.max(0, top); y < Math.min(image.height, bottom); y += 1) {
    for (let x = 0; x < image.width; x += 1) ink[x] = ink[x]! + 255 - image.data[y * image.width + x]!
  }
  return ink
}
