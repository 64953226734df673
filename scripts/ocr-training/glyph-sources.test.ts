import { describe, expect, it } from 'vitest'
import { FACE_NAMES, classicDots, dotsOf, faceGlyph, printDots, reweight } from './glyph-sources.ts'
import { inkWidth } from '../../web/features/scan/ocr/glyph-window.ts'

describe('glyph sources', () => {
  it('print the 5×7 pattern as dots, 12 px apart', () => {
    const h = printDots(classicDots('H'), 0.4, 1)
    expect([h.image.width, h.image.height]).toEqual([60, 84])
    // H: both outer columns inked on every row, the middle of the top row blank.
    expect(h.image.data[6 * 60 + 6]).toBe(0)
    expect(h.image.data[6 * 60 + 30]).toBe(255)
  })

  it('draw a smeared drop out along the line only', () => {
    const wear = (smear: number) => ({ jitter: 0, spread: 0, missing: 0, smear, random: () => 0.5 })
    const round = printDots(classicDots('H'), 0.4, 1, wear(1))
    const smeared = printDots(classicDots('H'), 0.4, 1, wear(1.5))
    // The top row's first drop in its first 12 px: 9.6 px across when round, all 12 when smeared (14.4); as high either way.
    const across = (g: typeof round) => Array.from(g.image.data.subarray(6 * 60, 6 * 60 + 12)).filter((v) => v < 128).length
    const down = (g: typeof round) => Array.from({ length: 12 }, (_, y) => g.image.data[y * 60 + 6]!).filter((v) => v < 128).length
    expect([across(round), across(smeared)]).toEqual([10, 12])
    expect(down(smeared)).toBe(down(round))
  })

  it('unpack every face, each glyph cut to its ink', () => {
    for (const face of FACE_NAMES) {
      const { image, capTop, cap } = faceGlyph(face, 'W')
      expect(inkWidth(image, 0, image.width, capTop, capTop + cap, 127)).toBeGreaterThanOrEqual(image.width - 2)
    }
  })

  it('sample a face onto a dot grid', () => {
    const pattern = dotsOf(faceGlyph(FACE_NAMES[0]!, 'T'), 5, 7, 0.4)
    expect(pattern.columns).toBe(5)
    expect(pattern.rows).toHaveLength(7)
    // T: a full top bar, then only the middle column.
    expect(pattern.rows[0]).toBe(0b11111)
    expect(pattern.rows[4]).toBe(0b00100)
  })

  it('grow and thin strokes', () => {
    const glyph = faceGlyph(FACE_NAMES[0]!, '1')
    const ink = (g: typeof glyph) => g.image.data.filter((v) => v < 128).length
    expect(ink(reweight(glyph, 2))).toBeGreaterThan(ink(glyph))
    expect(ink(reweight(glyph, -1))).toBeLessThan(ink(glyph))
  })
})
