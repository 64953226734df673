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
  // The box of the ink in rows [top, bottom]; null when it is too wide for a line of ten symbols.
  const lineBox = (top: number, bottom: number): Box | null => {
    const columnInk = new Uint32Array(width)
    for (let y = top; y <= bottom; y += 1) {
      for (let x = 0; x < width; x += 1) if ((data[y * width + x] ?? 255) <= level) columnInk[x] = (columnInk[x] ?? 0) + 1
    }
    const [left, right] = lineColumns(columnInk, bottom - top + 1)
    const box = { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }
    return box.width <= MAX_LINE_ASPECT * box.height ? box : null
  }
  for (;;) {
    let peak = 0
    for (let y = 1; y < height; y += 1) if ((rowInk[y] ?? 0) > (rowInk[peak] ?? 0)) peak = y
    const floor = Math.max(1, (rowInk[peak] ?? 0) * 0.12)
    if ((rowInk[peak] ?? 0) < 2) return null
    const inky = (y: number) => y >= 0 && y < height && (rowInk[y] ?? 0) >= floor
    // The last inky row of the unbroken run from `from` on.
    const runEnd = (from: number, step: -1 | 1) => {
      let y = from
      while (inky(y + step)) y += step
      return y
    }
    let top = runEnd(peak, -1)
    let bottom = runEnd(peak, 1)
    // A few blank rows inside the line (a dead print-head element, a scratch) do not end it; the
    // gap between two lines of text is wider than a third of a line. The line is the taller of the
    // two runs beside the gap: the inkiest row may lie in a thin run above or below a streak.
    const joinAcross = (from: number, step: -1 | 1): number | null => {
      let y = from + step
      while (y >= 0 && y < height && !inky(y)) y += step
      if (!inky(y)) return null
      const gap = Math.abs(y - from) - 1
      const beyond = runEnd(y, step)
      const line = Math.max(bottom - top + 1, Math.abs(beyond - y) + 1)
      return gap <= Math.max(2, Math.round(line / 3)) ? beyond : null
    }
    // A rule across the crop, inkier than any line of text, is passed over before anything is joined to it.
    const run = lineBox(top, bottom)
    if (run) {
      for (let next = joinAcross(top, -1); next !== null; next = joinAcross(top, -1)) top = next
      for (let next = joinAcross(bottom, 1); next !== null; next = joinAcross(bottom, 1)) bottom = next
      // Joining only ever widens the band: the same height is the same run, already measured.
      const box = bottom - top + 1 === run.height ? run : lineBox(top, bottom)
      if (box) return box
    }
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
