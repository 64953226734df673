import { describe, expect, it } from 'vitest'
import { createGray } from './gray-image.ts'
import { classicDots, faceGlyph, printDots } from './glyph-sources.ts'
import { readCodeByGlyphs } from './read-code-by-glyphs.ts'
import { type PrintLayout, printCodeLine } from './synth-code-line.ts'

const CODE = '3C5RATQSCY'
const layout: PrintLayout = { spacing: 0.3, steady: true, stretch: 1, capPixels: 22, tilt: 2, focus: 1, margin: 1, drop: 0 }

describe('readCodeByGlyphs', () => {
  it('reads a code printed by a 5×7 dot-matrix head', () => {
    const picked = readCodeByGlyphs(printCodeLine(CODE, (s) => printDots(classicDots(s), 0.4, 1), layout))
    expect(picked?.code).toBe(CODE)
    expect(picked?.posterior).toBeGreaterThan(0.99)
  })

  it('reads a code printed in an ordinary face, proportionally spaced', () => {
    const picked = readCodeByGlyphs(printCodeLine(CODE, (s) => faceGlyph('Liberation Sans Bold', s), { ...layout, steady: false, tilt: -3 }))
    expect(picked?.code).toBe(CODE)
    expect(picked?.posterior).toBeGreaterThan(0.99)
  })

  it('finds nothing on blank paper', () => {
    expect(readCodeByGlyphs(createGray(480, 80))).toBeNull()
  })
})
