import { describe, expect, it } from 'vitest'
import { cutCodeCells } from './cut-code-cells.ts'
import { createGray } from './gray-image.ts'

/** Bars of ink `widths[i]` wide at `lefts[i]`, rows 10 to 29. */
function bars(lefts: number[], widths: number[]) {
  const image = createGray(300, 40)
  lefts.forEach((left, i) => {
    for (let y = 10; y < 30; y += 1) for (let x = left; x < left + widths[i]!; x += 1) image.data[y * image.width + x] = 0
  })
  return image
}

describe('cutCodeCells', () => {
  it('cuts an evenly pitched line between its symbols', () => {
    const lefts = Array.from({ length: 10 }, (_, i) => 20 + 24 * i)
    const line = bars(lefts, lefts.map(() => 12))
    const cells = cutCodeCells(line, { x: 20, y: 10, width: 24 * 9 + 12, height: 20 })
    expect(cells).toHaveLength(10)
    cells.forEach((cell, i) => {
      expect(cell.left).toBeLessThanOrEqual(lefts[i]!)
      expect(cell.right).toBeGreaterThanOrEqual(lefts[i]! + 12)
      expect(cell.centre).toBeCloseTo(lefts[i]! + 5.5, 0)
    })
  })

  it('moves cuts into the gaps of unevenly wide symbols', () => {
    const widths = [6, 16, 10, 16, 6, 14, 10, 16, 6, 12]
    const lefts = widths.map((_, i) => 20 + widths.slice(0, i).reduce((a, w) => a + w + 8, 0))
    const line = bars(lefts, widths)
    const cells = cutCodeCells(line, { x: 20, y: 10, width: lefts[9]! + widths[9]! - 20, height: 20 })
    cells.forEach((cell, i) => {
      expect(cell.left).toBeLessThanOrEqual(lefts[i]!)
      expect(cell.right).toBeGreaterThanOrEqual(lefts[i]! + widths[i]!)
    })
  })

  it('cuts a proportional face set tight at its own gaps, wide and narrow symbols alike', () => {
    // 1 beside M and W, 3 px apart: no steady pitch fits it.
    const widths = [9, 18, 10, 18, 9, 17, 11, 18, 9, 14]
    const lefts = widths.map((_, i) => 20 + widths.slice(0, i).reduce((a, w) => a + w + 3, 0))
    const line = bars(lefts, widths)
    const cells = cutCodeCells(line, { x: 20, y: 10, width: lefts[9]! + widths[9]! - 20, height: 20 })
    cells.forEach((cell, i) => {
      expect(cell.left).toBeLessThanOrEqual(lefts[i]!)
      expect(cell.right).toBeGreaterThanOrEqual(lefts[i]! + widths[i]!)
    })
  })
})
