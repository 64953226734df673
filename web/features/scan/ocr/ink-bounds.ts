import type { GrayImage } from './gray-image.ts'

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * A band of ink this many times wider than tall is no line of ten symbols, however widely spaced
 * (the codes measure about 5 to 20): it is the edge of the pack or a printed rule.
 */
const MAX_LINE_ASPECT = 40

/**
 * The box around the line of text: the run of rows around the inkiest row whose ink (value <=
 * level) stays above a share of it, then the columns within those rows that hold ink. Stray specks
 * above or below the line do not stretch it, and a rule across the crop (inkier than any line of
 * text) is passed over for the next inkiest run of rows; null when there is no line of ink at all.
 */
export function inkBounds(image: GrayImage, level: number): Box | null {
  const { width, height, data } = image
  const rowInk = new Uint32Array(height)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) if ((data[y * width + x] ?? 255) <= level) rowInk[y] = (rowInk[y] ?? 0) + 1
  }
  for (;;) {
    let peak = 0
    for (let y = 1; y < height; y += 1) if ((rowInk[y] ?? 0) > (rowInk[peak] ?? 0)) peak = y
    const floor = Math.max(1, (rowInk[peak] ?? 0) * 0.12)
    if ((rowInk[peak] ?? 0) < 2) return null
    let top = peak
    let bottom = peak
    // A few blank rows inside the line (a dead print-head element, a scratch) do not end it; the
    // gap between two lines of text is wider than a third of a line.
    const inkyWithin = (from: number, step: -1 | 1) => {
      const gap = Math.max(2, Math.round((bottom - top + 1) / 3))
      for (let y = from + step, n = 0; n <= gap && y >= 0 && y < height; y += step, n += 1) if ((rowInk[y] ?? 0) >= floor) return y
      return -1
    }
    for (let next = inkyWithin(top, -1); next >= 0; next = inkyWithin(top, -1)) top = next
    for (let next = inkyWithin(bottom, 1); next >= 0; next = inkyWithin(bottom, 1)) bottom = next

    const columnInk = new Uint32Array(width)
    for (let y = top; y <= bottom; y += 1) {
      for (let x = 0; x < width; x += 1) if ((data[y * width + x] ?? 255) <= level) columnInk[x] = (columnInk[x] ?? 0) + 1
    }
    const [left, right] = lineColumns(columnInk, bottom - top + 1)
    const box = { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }
    if (box.width <= MAX_LINE_ASPECT * box.height) return box
    rowInk.fill(0, top, bottom + 1)
  }
}

/** Columns further than this many line heights from the line's ink are not part of it. */
const MAX_GAP = 1.5

/**
 * The first and last column of the line in a band `rows` high: the columns holding a little ink
 * (so a lone noise pixel does not count), grouped where they lie within MAX_GAP line heights of
 * each other, and the inkiest group taken: sensor noise or a speck far along the band does not
 * stretch the line to the crop's edges.
 */
function lineColumns(columnInk: Uint32Array, rows: number): [number, number] {
  const needed = Math.max(1, Math.round(rows * 0.08))
  const gap = MAX_GAP * rows
  let best: [number, number] = [0, columnInk.length - 1]
  let bestInk = -1
  let group: [number, number] | null = null
  let ink = 0
  const close = () => {
    if (group && ink > bestInk) [best, bestInk] = [group, ink]
  }
  columnInk.forEach((count, x) => {
    if (count < needed) return
    if (group && x - group[1] > gap) {
      close()
      group = null
      ink = 0
    }
    group = group ? [group[0], x] : [x, x]
    ink += count
  })
  close()
  return best
}
