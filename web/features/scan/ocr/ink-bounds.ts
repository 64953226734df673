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
    // A column needs a little ink to count, so a lone noise pixel at the edge does not widen the box.
    const needed = Math.max(1, Math.round((bottom - top + 1) * 0.08))
    let left = 0
    let right = width - 1
    while (left < right && (columnInk[left] ?? 0) < needed) left += 1
    while (right > left && (columnInk[right] ?? 0) < needed) right -= 1
    const box = { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }
    if (box.width <= MAX_LINE_ASPECT * box.height) return box
    rowInk.fill(0, top, bottom + 1)
  }
}
