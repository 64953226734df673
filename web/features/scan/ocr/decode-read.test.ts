import { describe, expect, it } from 'vitest'
import { decodeRead } from './decode-read.ts'
import type { OcrRead, ReadSymbol } from './ocr-read.ts'

// 20 px per glyph; `choices` per position when given.
function read(text: string, options: { confidence?: number; choices?: Record<number, [string, number][]> } = {}): OcrRead {
  const symbols: ReadSymbol[] = [...text].map((t, i) => ({
    text: t,
    confidence: options.confidence ?? 98,
    x0: i * 20,
    x1: i * 20 + 14,
    choices: (options.choices?.[i] ?? [[t, 98]]).map(([text, score]) => ({ text, score })),
  }))
  return { symbols }
}

// One glyph written twice: two symbols over the same pixels.
function doubled(text: string, at: number, second: string): OcrRead {
  const base = read(text)
  const glyph = base.symbols[at]!
  base.symbols.splice(at + 1, 0, { ...glyph, text: second, x0: glyph.x0 + 4, x1: glyph.x1 + 2 })
  return base
}

describe('decodeRead', () => {
  it('takes a valid line as read, with its weakest confidence', () => {
    const line = read('3C5RATQSCY')
    line.symbols[3]!.confidence = 91
    expect(decodeRead(line)).toEqual({ code: '3C5RATQSCY', kind: 'read', confidence: 91, unsure: [3] })
  })

  it('reads O as 0', () => {
    expect(decodeRead(read('HJ16H7O8DQ'))?.code).toBe('HJ16H708DQ')
  })

  it('answers nothing for a line that fails the check or has the wrong length', () => {
    expect(decodeRead(read('3C5RATQSCX'))).toBeNull()
    expect(decodeRead(read('3C5RATQSC'))).toBeNull()
  })

  it('repairs a glyph the LSTM wrote twice (JEKB8C4FDKG)', () => {
    expect(decodeRead(doubled('JEK8C4FDKG', 3, 'B'))).toEqual({ code: 'JEK8C4FDKG', kind: 'repaired', confidence: 98, unsure: [3] })
    expect(decodeRead(doubled('JEKBC4FDKG', 3, '8'))).toEqual({ code: 'JEK8C4FDKG', kind: 'repaired', confidence: 98, unsure: [3] })
  })

  it('keeps apart two glyphs that do not overlap', () => {
    expect(decodeRead(read('JEKB8C4FDKG'))).toBeNull()
  })

  it('corrects one symbol from a well-scored alternative', () => {
    // Q read as 0 with Q close behind.
    const decoded = decodeRead(read('3C5RAT0SCY', { choices: { 6: [['0', 80], ['Q', 60]] } }))
    expect(decoded).toEqual({ code: '3C5RATQSCY', kind: 'corrected', confidence: 98, unsure: [6] })
  })

  it('marks the symbols read less than very surely as ones to check', () => {
    const line = read('3C5RATQSCY')
    line.symbols[1]!.confidence = 62
    line.symbols[7]!.confidence = 89
    expect(decodeRead(line)?.unsure).toEqual([1, 7])
  })

  it('does not try alternatives scored too low', () => {
    expect(decodeRead(read('3C5RAT0SCY', { choices: { 6: [['0', 80], ['Q', 3]] } }))).toBeNull()
  })

  it('gives up when more than one correction passes the check', () => {
    // 3C5RATQSCY and one other single swap that happens to pass: ambiguous, so nothing.
    const choices: Record<number, [string, number][]> = { 6: [['0', 80], ['Q', 60]] }
    const other = [...'0123456789ABCDEFGHJKMNPQRSTVWXYZ'].find((s) => decodeRead(read(`3C5RAT0SC${s}`))?.code === `3C5RAT0SC${s}`)
    expect(other).toBeDefined()
    choices[9] = [['Y', 80], [other!, 50]]
    expect(decodeRead(read('3C5RAT0SCY', { choices }))).toBeNull()
  })
})
