import { describe, expect, it } from 'vitest'
import { businessDate, businessDayOfMonth, businessMonthStart, formatBusinessDateTime } from './business-time.ts'

describe('businessDate', () => {
  it('is the Malaysian calendar date, eight hours ahead of UTC', () => {
    expect(businessDate(new Date('2026-03-14T15:59:59Z'))).toBe('2026-03-14')
    expect(businessDate(new Date('2026-03-14T16:00:00Z'))).toBe('2026-03-15')
  })

  it('gives the day of month for double-point days', () => {
    expect(businessDayOfMonth(new Date('2026-03-14T16:00:00Z'))).toBe(15)
  })
})

describe('businessMonthStart', () => {
  it('is midnight on the 1st in Kuala Lumpur', () => {
    expect(businessMonthStart(new Date('2026-03-31T16:30:00Z')).toISOString()).toBe('2026-03-31T16:00:00.000Z')
    expect(businessMonthStart(new Date('2026-03-31T15:30:00Z')).toISOString()).toBe('2026-02-28T16:00:00.000Z')
  })
})

describe('formatBusinessDateTime', () => {
  it('writes an instant in Malaysian time, day first, 24-hour, whatever the machine’s zone', () => {
    expect(formatBusinessDateTime('2026-03-14T15:59:00Z')).toBe('14/03/2026 23:59')
    expect(formatBusinessDateTime(new Date('2026-03-14T16:05:00Z'))).toBe('15/03/2026 00:05')
  })

  it('agrees with the time-zone database on every hour of a year, and before Malaysia kept UTC+8', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kuala_Lumpur', dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' })
    for (let h = 0; h < 366 * 24; h += 1) {
      const at = new Date(Date.UTC(2028, 0, 1) + h * 3_600_000 + 17 * 60_000)
      expect(formatBusinessDateTime(at)).toBe(intl.format(at).replace(',', ''))
    }
    expect(formatBusinessDateTime('1981-12-31T15:00:00Z')).toBe('31/12/1981 22:30')
  })
})
