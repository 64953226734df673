import { describe, expect, it } from 'vitest'
import { formatLongDate } from './format.ts'

describe('formatLongDate', () => {
  it('writes a Malaysian calendar date out in the language, on that very day wherever the device is', () => {
    expect(formatLongDate('2026-03-12', 'en')).toBe('12 March 2026')
    expect(formatLongDate('2026-03-12', 'bm')).toBe('12 Mac 2026')
    expect(formatLongDate('2026-12-31', 'en')).toBe('31 December 2026')
    expect(formatLongDate('2027-01-01', 'bm')).toBe('1 Januari 2027')
  })
})
