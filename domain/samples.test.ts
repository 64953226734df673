import { describe, expect, it } from 'vitest'
import { feedbackDue, sampleRefusal } from './samples.ts'

describe('sampleRefusal', () => {
  it('allows a household with no samples', () => {
    expect(sampleRefusal([], 0, '2026-06-02')).toBeNull()
  })

  it('allows one per baby in any 3 months, a household without babies counting one', () => {
    expect(sampleRefusal(['2026-06-02'], 0, '2026-09-01')).toEqual({ reason: 'sampleTooSoon', availableOn: '2026-09-02' })
    expect(sampleRefusal(['2026-06-02'], 0, '2026-09-02')).toBeNull()
    expect(sampleRefusal(['2026-06-02'], 2, '2026-06-02')).toBeNull()
    // Twins with two samples in the gap: the older one frees a place first.
    expect(sampleRefusal(['2026-06-02', '2026-07-10'], 2, '2026-08-01')).toEqual({ reason: 'sampleTooSoon', availableOn: '2026-09-02' })
  })

  it('allows 4 in any 2 years, and names the day the oldest of them stops counting', () => {
    const four = ['2026-01-15', '2026-04-15', '2026-07-15', '2026-10-15']
    expect(sampleRefusal(four, 1, '2027-02-01')).toEqual({ reason: 'sampleLimitReached', availableOn: '2028-01-15' })
    expect(sampleRefusal(four, 1, '2028-01-15')).toBeNull()
    expect(sampleRefusal(four.slice(1), 1, '2027-02-01')).toBeNull()
  })

  it('clamps month ends as the calendar does', () => {
    expect(sampleRefusal(['2026-11-30'], 1, '2027-02-27')).toEqual({ reason: 'sampleTooSoon', availableOn: '2027-02-28' })
  })
})

describe('feedbackDue', () => {
  it('opens 7 days to the minute after delivery', () => {
    expect(feedbackDue('2026-06-02T02:00:00.000Z', new Date('2026-06-09T01:59:59.999Z'))).toBe(false)
    expect(feedbackDue('2026-06-02T02:00:00.000Z', new Date('2026-06-09T02:00:00.000Z'))).toBe(true)
  })
})
