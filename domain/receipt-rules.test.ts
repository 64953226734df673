import { describe, expect, it } from 'vitest'
import { receiptDateProblem, receiptDuplicateKey, receiptPoints, receiptUploadLimit, receiptUploadLookback } from './receipt-rules.ts'

describe('receipt rules', () => {
  const check = (date: string) => receiptDateProblem(date, '2026-06-02', '2024-05-01', '2026-05-03')

  it('take receipts dated within the last 30 days', () => {
    expect(check('2026-06-02')).toBeUndefined()
    expect(check('2026-05-03')).toBeUndefined()
    expect(check('2026-05-02')).toBe('receiptDateWindow')
  })

  it('refuse a receipt dated after today with its own message, not the 30-day one', () => {
    expect(check('2026-06-03')).toBe('receiptDateFuture')
    expect(check('2027-01-01')).toBe('receiptDateFuture')
  })

  it('refuse receipts dated before the start date with their own message', () => {
    expect(receiptDateProblem('2024-04-30', '2024-05-10', '2024-05-01', '2024-04-10')).toBe('receiptDateError')
  })

  it('count points per unit times quantity, 3x first and 2x on double-point days, multiplied', () => {
    const lines = [
      { pointsPerUnit: 60, quantity: 2 },
      { pointsPerUnit: 30, quantity: 1 },
    ]
    expect(receiptPoints(lines, { first: false, doublePointDay: false })).toBe(150)
    expect(receiptPoints(lines, { first: true, doublePointDay: false })).toBe(450)
    expect(receiptPoints(lines, { first: true, doublePointDay: true })).toBe(900)
  })

  it('see the same receipt through case and spacing', () => {
    expect(receiptDuplicateKey(3, null, ' INV 001 ')).toBe(receiptDuplicateKey(3, null, 'inv001'))
    expect(receiptDuplicateKey(8, 'Kedai Ali', 'A1')).not.toBe(receiptDuplicateKey(8, 'Kedai Abu', 'A1'))
  })

  describe('upload limits', () => {
    const now = new Date('2026-06-02T02:00:00Z') // 10:00 in Kuala Lumpur
    const minutesAgo = (...minutes: number[]) => minutes.map((m) => new Date(now.getTime() - m * 60_000))

    it('look back to the earlier of an hour ago and the start of the Malaysian day', () => {
      expect(receiptUploadLookback(now).toISOString()).toBe('2026-06-01T16:00:00.000Z')
      expect(receiptUploadLookback(new Date('2026-06-01T16:30:00Z')).toISOString()).toBe('2026-06-01T15:30:00.000Z')
    })

    it('allow a fifth upload within an hour, not a sixth, until the oldest is an hour old', () => {
      expect(receiptUploadLimit(minutesAgo(50, 40, 30, 20), now)).toBeUndefined()
      expect(receiptUploadLimit(minutesAgo(50, 40, 30, 20, 10), now)).toEqual({ code: 'receiptHourlyLimit', retryAfterSeconds: 600 })
      expect(receiptUploadLimit(minutesAgo(60, 40, 30, 20, 10), now)).toBeUndefined()
    })

    it('allow ten uploads a Malaysian day, counting yesterday’s for nothing', () => {
      const today = minutesAgo(590, 500, 400, 300, 200, 150, 120, 100, 90)
      expect(receiptUploadLimit(today, now)).toBeUndefined()
      expect(receiptUploadLimit([...today, ...minutesAgo(70)], now)).toEqual({ code: 'receiptDailyLimit', retryAfterSeconds: 14 * 3600 })
      // 10 hours and 1 minute ago was 23:59 yesterday in Kuala Lumpur.
      expect(receiptUploadLimit([...today, ...minutesAgo(601)], now)).toBeUndefined()
    })
  })
})
