import { describe, expect, it } from 'vitest'
import { CalendarDateSchema, calendarDate } from './calendar-date.ts'

describe('calendar dates', () => {
  it('keep a plain date as it is', () => {
    expect(CalendarDateSchema.parse('2024-01-15')).toBe('2024-01-15')
    expect(CalendarDateSchema.parse('2024-02-29')).toBe('2024-02-29')
  })

  it('read a date-time as the Malaysian calendar date of that instant', () => {
    expect(CalendarDateSchema.parse('2024-01-15T00:00:00.000Z')).toBe('2024-01-15')
    // 20:00 UTC is 04:00 the next morning in Kuala Lumpur (UTC+8).
    expect(CalendarDateSchema.parse('2024-01-15T20:00:00.000Z')).toBe('2024-01-16')
    expect(CalendarDateSchema.parse('2024-01-15T15:59:59.999Z')).toBe('2024-01-15')
    expect(CalendarDateSchema.parse('2024-01-15T16:00:00Z')).toBe('2024-01-16')
    // A phone set to another zone: its local midnight is still the 15th in Malaysia.
    expect(CalendarDateSchema.parse('2024-01-15T00:00:00-05:00')).toBe('2024-01-15')
    expect(CalendarDateSchema.parse('2024-01-15T00:30:00+09:00')).toBe('2024-01-14')
    expect(CalendarDateSchema.parse('2023-12-31T16:00:00Z')).toBe('2024-01-01')
  })

  it('read a date-time without an offset as Malaysian time', () => {
    expect(CalendarDateSchema.parse('2024-01-15T23:30:00')).toBe('2024-01-15')
    expect(CalendarDateSchema.parse('2024-01-15T00:00')).toBe('2024-01-15')
  })

  it('refuse what is not a real date or date-time, with the error asked for', () => {
    for (const value of ['2024-02-30', '15/01/2024', '2024-1-5', '2024-01-15T25:00:00Z', '', 'today', 20240115, null]) {
      expect(CalendarDateSchema.safeParse(value).success, String(value)).toBe(false)
    }
    expect(calendarDate({ error: 'fillAllFields' }).safeParse('2024-13-01').error?.issues[0]?.message).toBe('fillAllFields')
  })
})
