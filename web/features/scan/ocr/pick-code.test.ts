import { describe, expect, it } from 'vitest'
import { CODE_ALPHABET, checkSymbol, isValidUniqueCode } from '../../../../domain/unique-code.ts'
import { pickCode } from './pick-code.ts'

/** Per position: `sure` on the code's symbol, the rest spread evenly; `unsure` lists other splits. */
function likelihoods(code: string, sure: number, unsure: Record<number, Record<string, number>> = {}): Float64Array[] {
  return [...code].map((symbol, i) => {
    const shares = unsure[i] ?? { [symbol]: sure }
    const rest = (1 - Object.values(shares).reduce((a, b) => a + b, 0)) / (CODE_ALPHABET.length - Object.keys(shares).length)
    return Float64Array.from(CODE_ALPHABET, (s) => shares[s] ?? rest)
  })
}

describe('pickCode', () => {
  it('answers a clearly read valid code, nearly certain', () => {
    const picked = pickCode(likelihoods('3C5RATQSCY', 0.99))
    expect(picked.code).toBe('3C5RATQSCY')
    expect(picked.posterior).toBeGreaterThan(0.999)
    expect(picked.outright).toBe(true)
  })

  it('settles one unsure symbol by the check symbol', () => {
    // Position 6 looks more like 0 than Q, but only Q makes a valid code.
    expect(isValidUniqueCode('3C5RAT0SCY')).toBe(false)
    const picked = pickCode(likelihoods('3C5RATQSCY', 0.99, { 6: { '0': 0.6, Q: 0.35 } }))
    expect(picked.code).toBe('3C5RATQSCY')
    expect(picked.posterior).toBeGreaterThan(0.9)
    // The check symbol corrected a symbol rather than passing the reading.
    expect(picked.outright).toBe(false)
  })

  it('is unsure when the symbols leave two valid codes alike', () => {
    // An unreadable check symbol makes any first symbol valid: 3 and 8 are then a coin toss.
    const picked = pickCode(likelihoods('3C5RATQSCY', 0.99, { 0: { '3': 0.5, '8': 0.5 }, 9: {} }))
    expect(['3C5RATQSC', '8C5RATQSC']).toContain(picked.code.slice(0, 9))
    expect(isValidUniqueCode(picked.code)).toBe(true)
    expect(picked.posterior).toBeGreaterThan(0.4)
    expect(picked.posterior).toBeLessThan(0.55)
  })

  it('always answers a valid code, however unreadable the line', () => {
    const flat = Array.from({ length: 10 }, () => new Float64Array(CODE_ALPHABET.length).fill(1 / CODE_ALPHABET.length))
    const picked = pickCode(flat)
    expect(isValidUniqueCode(picked.code)).toBe(true)
    expect(picked.posterior).toBeLessThan(1e-6)
    // Nothing likely at all (a blank line): no code is likely, and no symbol holds a share.
    const blank = pickCode(Array.from({ length: 10 }, () => new Float64Array(CODE_ALPHABET.length)))
    expect(blank.posterior).toBe(0)
    expect(blank.symbolShares).toEqual(Array(10).fill(0))
  })

  it('gives each symbol its share of the valid codes: low only where another valid code reads otherwise', () => {
    // 5 or S at position 2, and a check symbol that fits either: two valid codes, alike elsewhere.
    const other = checkSymbol('3CSRATQSC')
    const picked = pickCode(likelihoods('3C5RATQSCY', 0.99, { 2: { '5': 0.6, S: 0.4 }, 9: { Y: 0.6, [other]: 0.4 } }))
    expect(picked.code).toBe('3C5RATQSCY')
    const shares = picked.symbolShares
    expect(shares).toHaveLength(10)
    expect(shares[2]).toBeCloseTo(0.36 / (0.36 + 0.16), 2)
    expect(shares[9]).toBeCloseTo(0.36 / (0.36 + 0.16), 2)
    for (const position of [0, 1, 3, 4, 5, 6, 7, 8]) expect(shares[position]).toBeGreaterThan(0.999)
  })
})
