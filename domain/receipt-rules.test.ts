import { describe, expect, it } from 'vitest'
import { receiptDateProblem, receiptDuplicateKey, receiptPoints } from './receipt-rules.ts'

describe('receipt rules', () => {
  const check = (date: string) => receiptDateProblem(date, '2026-06-02', '2024-05-01', '2026-05-03')

  it('take receipts dated within the last 30 days', () => {
    expect(check('2026-06-02')).toBeUndefined()
    expect(check('2026-05-03')).toBeUndefined()
    expect(check('2026-05-02')).toBe('receiptDateWindow')
    expect(check('2026-06-03')).toBe('receiptDateWindow')
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
})
