import { describe, expect, it } from 'vitest'
import { boxBlur } from './box-blur.ts'
import { estimateSkew, rotateGray } from './deskew.ts'
import { encodePgm } from './encode-pgm.ts'
import { flattenBackground } from './flatten-background.ts'
import { createGray, grayFromRgba } from './gray-image.ts'
import { inkBounds } from './ink-bounds.ts'
import { maxFilter } from './max-filter.ts'
import { otsuLevel } from './otsu-threshold.ts'
import { cropAndScale } from './resize-gray.ts'
import { softThreshold } from './soft-threshold.ts'
import { stretchContrast } from './stretch-contrast.ts'
import { unsharpMask } from './unsharp-mask.ts'
import { barLine, drawBoxes } from './test-images.ts'

describe('pixel functions', () => {
  it('turns RGBA into luma', () => {
    const gray = grayFromRgba([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255], 3, 1)
    expect([...gray.data]).toEqual([255, 0, 76])
  })

  it('box-blurs with clamped edges and keeps flat areas flat', () => {
    const image = drawBoxes(5, 1, [{ x: 2, y: 0, width: 1, height: 1 }], 0)
    expect([...boxBlur(image, 1).data]).toEqual([255, 170, 170, 170, 255])
    expect([...boxBlur(createGray(4, 4, 90), 2).data].every((v) => v === 90)).toBe(true)
  })

  it('max-filters thin strokes away', () => {
    const image = drawBoxes(9, 9, [{ x: 4, y: 0, width: 1, height: 9 }], 0)
    expect([...maxFilter(image, 1).data].every((v) => v === 255)).toBe(true)
  })

  it('flattens a lighting gradient into white paper and keeps the ink dark', () => {
    const image = createGray(60, 20)
    for (let y = 0; y < 20; y += 1) for (let x = 0; x < 60; x += 1) image.data[y * 60 + x] = 150 + x
    for (let y = 8; y < 12; y += 1) for (let x = 28; x < 32; x += 1) image.data[y * 60 + x] = 40
    const flat = flattenBackground(image, 6)
    expect(flat.data[2 * 60 + 2]).toBeGreaterThan(235)
    expect(flat.data[2 * 60 + 57]).toBeGreaterThan(235)
    expect(flat.data[10 * 60 + 30]).toBeLessThan(80)
  })

  it('stretches faint print to the full range', () => {
    const faint = barLine(200, 40, 10, 20, 180)
    faint.data.forEach((v, i) => (faint.data[i] = v === 255 ? 220 : v))
    const stretched = stretchContrast(faint)
    expect(Math.min(...stretched.data)).toBe(0)
    expect(Math.max(...stretched.data)).toBe(255)
  })

  it('puts the Otsu level between ink and paper', () => {
    const level = otsuLevel(barLine(200, 40, 10, 20, 60))
    expect(level).toBeGreaterThanOrEqual(60)
    expect(level).toBeLessThan(255)
  })

  it('finds the line of ink and ignores specks away from it', () => {
    const image = barLine(200, 60, 20, 16)
    image.data[2 * 200 + 190] = 0
    expect(inkBounds(image, 128)).toEqual({ x: 20, y: 20, width: 134, height: 16 })
    expect(inkBounds(createGray(10, 10), 128)).toBeNull()
  })

  it('does not stretch the line to noise far along its band', () => {
    const glyphs = Array.from({ length: 10 }, (_, i) => ({ x: 120 + i * 24, y: 20, width: 8, height: 24 }))
    // Sensor noise: short runs of dark pixels in the line's rows, well clear of its ends.
    const noisy = drawBoxes(480, 80, [...glyphs, { x: 10, y: 25, width: 2, height: 3 }, { x: 420, y: 30, width: 1, height: 4 }, { x: 470, y: 22, width: 2, height: 2 }])
    expect(inkBounds(noisy, 128)).toEqual({ x: 120, y: 20, width: 224, height: 24 })
  })

  it('keeps a line crossed by a white streak (a dead print-head element) whole', () => {
    const glyphs = Array.from({ length: 10 }, (_, i) => ({ x: 120 + i * 24, y: 20, width: 8, height: 24 }))
    const streaked = drawBoxes(480, 80, glyphs)
    streaked.data.fill(255, 30 * 480, 33 * 480)
    expect(inkBounds(streaked, 128)).toEqual({ x: 120, y: 20, width: 224, height: 24 })
    // Nor when the streak leaves only a thin run above it, holding the inkiest row.
    const nearTop = drawBoxes(480, 80, glyphs)
    nearTop.data.fill(255, 24 * 480, 28 * 480)
    nearTop.data.fill(0, 20 * 480 + 100, 20 * 480 + 110)
    expect(inkBounds(nearTop, 128)).toEqual({ x: 120, y: 20, width: 224, height: 24 })
    // A second line well apart is not joined to it.
    const twoLines = drawBoxes(480, 80, [...glyphs.map((g) => ({ ...g, height: 12 })), ...glyphs.map((g) => ({ ...g, y: 52, height: 12 }))])
    expect(inkBounds(twoLines, 128)?.height).toBe(12)
  })

  it('passes over a rule across the crop, inkier than the line, for the line', () => {
    // The pack's edge in the code box, below the code: 3 px of ink across all 480 columns.
    const image = drawBoxes(480, 80, [...Array.from({ length: 10 }, (_, i) => ({ x: 120 + i * 24, y: 20, width: 8, height: 20 })), { x: 0, y: 74, width: 480, height: 3 }])
    expect(inkBounds(image, 128)).toEqual({ x: 120, y: 20, width: 224, height: 20 })
    expect(inkBounds(drawBoxes(480, 80, [{ x: 0, y: 74, width: 480, height: 3 }]), 128)).toBeNull()
    // Nor is a rule just under the line joined to it, as a streak's gap would be.
    const close = drawBoxes(480, 80, [...Array.from({ length: 10 }, (_, i) => ({ x: 120 + i * 24, y: 20, width: 8, height: 20 })), { x: 0, y: 45, width: 480, height: 3 }])
    expect(inkBounds(close, 128)).toEqual({ x: 120, y: 20, width: 224, height: 20 })
  })

  it('measures a tilt and straightens it', () => {
    const angle = (3 * Math.PI) / 180
    const tilted = rotateGray(barLine(240, 80, 32, 16), -angle)
    const estimated = estimateSkew(tilted, 128)
    expect(Math.abs(estimated - angle)).toBeLessThan((0.5 * Math.PI) / 180)
    expect(Math.abs(estimateSkew(rotateGray(tilted, estimated), 128))).toBeLessThan((0.5 * Math.PI) / 180)
    expect(estimateSkew(barLine(240, 80, 32, 16), 128)).toBe(0)
  })

  it('crops, scales and frames with white', () => {
    const image = drawBoxes(40, 20, [{ x: 10, y: 5, width: 20, height: 10 }], 0)
    const out = cropAndScale(image, { x: 10, y: 5, width: 20, height: 10 }, 2, 3)
    expect([out.width, out.height]).toEqual([46, 26])
    expect(out.data[0]).toBe(255)
    expect(out.data[13 * 46 + 23]).toBe(0)
  })

  it('sharpens a soft edge and thresholds softly', () => {
    const soft = boxBlur(drawBoxes(30, 10, [{ x: 15, y: 0, width: 15, height: 10 }], 0), 2)
    const sharp = unsharpMask(soft, 2, 2)
    expect(sharp.data[5 * 30 + 13]! - sharp.data[5 * 30 + 16]!).toBeGreaterThan(soft.data[5 * 30 + 13]! - soft.data[5 * 30 + 16]!)
    const ramp = createGray(3, 1)
    ramp.data.set([40, 128, 220])
    const [dark = -1, middle = -1, light = -1] = softThreshold(ramp, 0.5).data
    expect([dark, light]).toEqual([0, 255])
    expect(middle).toBeGreaterThan(100)
    expect(middle).toBeLessThan(160)
  })

  it('encodes a binary PGM', () => {
    const file = encodePgm({ width: 2, height: 1, data: new Uint8ClampedArray([0, 255]) })
    expect(new TextDecoder().decode(file.slice(0, 11))).toBe('P5\n2 1\n255\n')
    expect([...file.slice(11)]).toEqual([0, 255])
  })
})
