import { describe, expect, it } from 'vitest'
import { codeBoxIn, cropInFrame } from './crop-geometry.ts'

describe('cropInFrame', () => {
  it('maps the box through the cover scale of a landscape frame in a portrait view', () => {
    // 1280x720 shown in 360x640: scale 640/720, the frame is 1137.8 px wide on screen, cut at the sides.
    const view = { width: 360, height: 640 }
    const box = codeBoxIn(view)
    expect(box).toEqual({ x: 25, y: 280, width: 310, height: 80 })
    const crop = cropInFrame({ width: 1280, height: 720 }, view, box)
    expect(crop.height).toBe(90)
    expect(crop.width).toBe(349)
    expect(Math.abs(crop.x + crop.width / 2 - 640)).toBeLessThanOrEqual(1)
    expect(Math.abs(crop.y + crop.height / 2 - 360)).toBeLessThanOrEqual(1)
  })

  it('is the box itself when the frame is shown at its own size', () => {
    const crop = cropInFrame({ width: 640, height: 480 }, { width: 640, height: 480 }, { x: 10, y: 200, width: 600, height: 80 })
    expect(crop).toEqual({ x: 10, y: 200, width: 600, height: 80 })
  })

  it('stays inside the frame', () => {
    const crop = cropInFrame({ width: 640, height: 480 }, { width: 640, height: 480 }, { x: -20, y: 450, width: 700, height: 80 })
    expect(crop.x).toBe(0)
    expect(crop.y + crop.height).toBeLessThanOrEqual(480)
    expect(crop.x + crop.width).toBeLessThanOrEqual(640)
  })
})
