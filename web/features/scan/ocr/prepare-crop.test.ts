import { describe, expect, it } from 'vitest'
import { rotateGray } from './deskew.ts'
import { asCaptured, prepareLine } from './prepare-crop.ts'
import { inkBounds } from './ink-bounds.ts'
import { barLine, drawBoxes } from './test-images.ts'

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

  it('finds a widely set line in a dim, grainy crop by its ink, not by the grain', () => {
    // Ten thin strokes 15 px tall, 28 px apart from x = 100: on white paper, and on dim paper with sensor grain.
    const clean = drawBoxes(480, 80, Array.from({ length: 10 }, (_, i) => ({ x: 100 + i * 28, y: 30, width: 3, height: 15 })), 95)
    let seed = 7
    const uniform = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const grainy = { ...clean, data: clean.data.map((v) => Math.round((v === 255 ? 150 : v) + 30 * (uniform() + uniform() + uniform() - 1.5))) }
    const [found, foundInGrain] = [prepareLine(clean, { textHeight: 20 })!, prepareLine(grainy, { textHeight: 20 })!]
    expect(found.width).toBeGreaterThan(300)
    // Taken for ink, the grain made the whole crop the line, brought down to a quarter.
    expect(Math.abs(foundInGrain.width - found.width)).toBeLessThan(20)
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
