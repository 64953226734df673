import { describe, expect, it } from 'vitest'
import { inkCentre, inkWidth, windowVector } from './glyph-window.ts'
import { createGray } from './gray-image.ts'

// Two bars: columns 4-5 and 10-13, rows 2-7.
const image = createGray(20, 10)
for (let y = 2; y < 8; y += 1) for (const x of [4, 5, 10, 11, 12, 13]) image.data[y * 20 + x] = 0

describe('glyph windows', () => {
  it('measure the ink in a range of columns', () => {
    expect(inkCentre(image, 8, 20, 0, 10)).toBeCloseTo(11.5)
    expect(inkWidth(image, 0, 20, 0, 10, 128)).toBe(10)
    expect(inkWidth(image, 8, 20, 0, 10, 128)).toBe(4)
  })

  it('frame only their own columns, zero-mean and unit-length', () => {
    const window = { width: 8, height: 8, capTop: 1 }
    const v = windowVector(image, 8, 20, 11.5, 2, window)
    expect(v.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 5)
    expect(Math.hypot(...v)).toBeCloseTo(1, 5)
    // The other bar (columns 4-5) lies outside the columns and stays paper: only 4 inked columns.
    const inked = new Set([...v.keys()].filter((i) => v[i]! > 0).map((i) => i % window.width))
    expect(inked.size).toBe(4)
  })

  it('answer zeros for blank paper', () => {
    expect([...windowVector(createGray(10, 10), 0, 10, 5, 2, { width: 6, height: 6, capTop: 1 })].every((v) => v === 0)).toBe(true)
  })
})
