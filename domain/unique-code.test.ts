import { describe, expect, it } from 'vitest'
import { CODE_ALPHABET, checkSymbol, extractCodeCandidates, isValidUniqueCode, newUniqueCode, normaliseCode } from './unique-code.ts'

// Codes made by the reference implementation (shared/ocr/packcodes.py, dev-crops/labels.csv).
const labels = [
  '3C5RATQSCY', 'T86GV4S5KD', 'D23QVB7PD7', '1E7ZCQ64NS', '4DGK47765A', '4WFCW984NH', 'D6QYYAAC9T', 'KWBSJAE1HZ',
  'W40W6Y5B24', 'J6YJSRGC1C', '4N5DW1ZMTA', 'J8PJJ3BGWD', 'YT2VTYTZJY', 'EG0WBYN6BX', '5GP1Z3BWWB', '4Z86TM1ZA5',
  'BBYNYKH577', 'WWKDW24P5M', 'JEK8C4FDKG', '3PZNM096M6', 'EW8XTVEYVT', 'PEVPFD00BQ', 'HJ16H708DQ', 'E7WMXQNQ5J',
  '3B2675WGED', 'YJ18BNM760', '5W38QXZTXC', '34CHKYEJHQ', 'R14XFQV3JN', 'Z2NKZC95E3', 'QDD6EG7NCX', 'WN7J5EBQ37',
  'RGH6534EXR', 'NW96HF0229', 'QMMKEZ86Q1', 'KWP8S1E6HF', 'JH89CKV906', '38NM57ASHJ', 'SP0KH5304E', 'MY43K8PY4C',
  'DAMZGX40M5', 'CFQHPRJVDT', '08S6WAYP9Q', 'FF4PVC5XBN', '734GX95E0V', 'ZPJ5BBV041', 'RNPMWBTKHA', 'CB07G5Z916',
]

describe('the check symbol', () => {
  it('validates every code of the reference implementation', () => {
    for (const code of labels) expect(isValidUniqueCode(code), code).toBe(true)
  })

  it('catches every single-symbol substitution', () => {
    for (const code of labels.slice(0, 20)) {
      for (let i = 0; i < code.length; i++) {
        for (const symbol of CODE_ALPHABET) {
          if (symbol === code[i]) continue
          expect(isValidUniqueCode(code.slice(0, i) + symbol + code.slice(i + 1))).toBe(false)
        }
      }
    }
  })

  it('refuses wrong lengths and letters outside the alphabet', () => {
    const code = labels[0]!
    expect(isValidUniqueCode(code.slice(1))).toBe(false)
    expect(isValidUniqueCode(`${code}0`)).toBe(false)
    expect(isValidUniqueCode(code.replace(/./, 'U'))).toBe(false)
  })
})

describe('reading text', () => {
  it('upper-cases, strips and maps O to 0 and I/L to 1', () => {
    expect(normaliseCode(' ab-c o i l ')).toBe('ABC011')
  })

  it('finds codes that pass the check in read text, once each', () => {
    const [a, b] = labels as [string, string]
    const text = `EXP 2027\n${a.slice(0, 4)} ${a.slice(4)}\nLOT 7781 ${b}\n${a}`
    expect(extractCodeCandidates(text)).toEqual([a, b])
    expect(extractCodeCandidates('NOTHING HERE 12345')).toEqual([])
  })
})

describe('new codes', () => {
  it('are valid and use every symbol about equally', () => {
    let seed = 1
    const bytes = (n: number) => Uint8Array.from({ length: n }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 16)
    const counts = new Map<string, number>()
    for (let i = 0; i < 4000; i++) {
      const code = newUniqueCode(bytes)
      expect(isValidUniqueCode(code)).toBe(true)
      for (const c of code.slice(0, 9)) counts.set(c, (counts.get(c) ?? 0) + 1)
    }
    expect(counts.size).toBe(32)
    for (const n of counts.values()) expect(n).toBeGreaterThan((4000 * 9) / 32 / 2)
  })

  it('computes the check symbol of the reference implementation', () => {
    for (const code of labels.slice(0, 10)) expect(checkSymbol(code.slice(0, 9))).toBe(code[9])
  })
})
