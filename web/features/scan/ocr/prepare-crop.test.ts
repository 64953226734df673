import { describe, expect, it } from 'vitest'
import { rotateGray } from './deskew.ts'
import { asCaptured, prepareLine } from './prepare-crop.ts'
import { inkBounds } from './ink-bounds.ts'
import { barLine } from './test-images.ts'

describe('prepareLine', () => {
  it('cuts the line out and scales its ink to the asked height, whatever the tilt', () => {
    const crop = rotateGray(barLine(480, 80, 30, 20, 90), (3 * Math.PI) / 180)
    const line = prepareLine(crop, { textHeight: 30 })!
    const ink = inkBounds(line, 128)!
    expect(Math.abs(ink.height - 30)).toBeLessThanOrEqual(3)
    // Room around the ink for tails and the engine's own margins, but not the whole crop.
    expect(line.height).toBeGreaterThan(ink.height + 10)
    expect(line.width).toBeLessThan(300)
  })

  it('finds nothing to read on blank paper', () => {
    expect(prepareLine(barLine(480, 80, 30, 0), { textHeight: 24 })).toBeNull()
  })

  it('keeps an 80 px crop as it is and brings a taller one down to 80 px', () => {
    const crop = barLine(480, 80, 30, 20)
    expect(asCaptured(crop)).toBe(crop)
    const tall = asCaptured(barLine(960, 160, 60, 40))
    expect([tall.width, tall.height]).toEqual([480, 80])
  })
})
