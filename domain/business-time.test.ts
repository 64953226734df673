import { describe, expect, it } from 'vitest'
import { businessDate, businessDayOfMonth } from './business-time.ts'

describe('businessDate', () => {
  it('is the Malaysian calendar date, eight hours ahead of UTC', () => {
    expect(businessDate(new Date('2026-03-14T15:59:59Z'))).toBe('2026-03-14')
    expect(businessDate(new Date('2026-03-14T16:00:00Z'))).toBe('2026-03-15')
  })

  it('gives the day of month for double-point days', () => {
    expect(businessDayOfMonth(new Date('2026-03-14T16:00:00Z'))).toBe(15)
  })
})
