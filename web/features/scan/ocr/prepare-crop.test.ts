import { describe, expect, it } from 'vitest'
import { type GrayImage, createGray } from './gray-image.ts'
import { rotateGray } from './deskew.ts'
import { asCaptured, prepareLine } from './prepare-crop.ts'
import { inkBounds } from './ink-bounds.ts'

/** Test helper: a white image with dark rectangles of the given ink value drawn on it. */
function drawBoxes(width: number, height: number, boxes: { x: number; y: number; width: number; height: number }[], ink = 20): GrayImage {
  const image = createGray(width, height)
  for (const b of boxes) {
    for (let y = b.y; y < b.y + b.height; y += 1) for (let x = b.x; x < b.x + b.width; x += 1) image.data[y * width + x] = ink
  }
  return image
}

/** Ten glyph-like bars, 8 px wide and `height` tall, every 14 px from x = 20, top at `top`. */
function barLine(width: number, imageHeight: number, top: number, height: number, ink = 20): GrayImage {
  return drawBoxes(width, imageHeight, Array.from({ length: 10 }, (_, i) => ({ x: 20 + i * 14, y: top, width: 8, height })), ink)
}

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
