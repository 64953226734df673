import { describe, expect, it } from 'vitest'
import { daysInRange } from './business-time.ts'
import { lastDays, OVERVIEW_FIGURES, type OverviewFigure, overviewOf, OverviewQuerySchema, overviewRange } from './overview.ts'

const none = () => Object.fromEntries(OVERVIEW_FIGURES.map((f) => [f, new Map<string, number>()])) as Record<OverviewFigure, Map<string, number>>

describe('the overview range', () => {
  it('counts both ends and crosses months and leap days', () => {
    expect(daysInRange('2026-05-10', '2026-05-10')).toBe(1)
    expect(daysInRange('2024-02-28', '2024-03-01')).toBe(3)
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366)
  })

  it('defaults to the last 30 Malaysian days, today included', () => {
    expect(lastDays('2026-03-01', 7)).toEqual({ from: '2026-02-23', to: '2026-03-01' })
    expect(overviewRange({}, '2026-06-02')).toEqual({ from: '2026-05-04', to: '2026-06-02' })
    expect(overviewRange({ from: '2026-01-01', to: '2026-01-31' }, '2026-06-02')).toEqual({ from: '2026-01-01', to: '2026-01-31' })
  })

  it('refuses half, reversed and over-long ranges with their codes', () => {
    const codeOf = (query: object) => OverviewQuerySchema.safeParse(query).error?.issues[0]?.message
    expect(codeOf({ from: '2026-01-01' })).toBe('dateRangeRequired')
    expect(codeOf({ from: '2026-01-02', to: '2026-01-01' })).toBe('overviewRangeInvalid')
    expect(codeOf({ from: '2026-13-01', to: '2026-12-01' })).toBe('overviewRangeInvalid')
    expect(codeOf({ from: '2025-01-01', to: '2026-01-02' })).toBe('overviewRangeTooLong')
    expect(OverviewQuerySchema.parse({ from: '2025-01-01', to: '2026-01-01' })).toEqual({ from: '2025-01-01', to: '2026-01-01' })
  })
})

describe('the overview answer', () => {
  it('lists every day of the range with zeros where nothing happened, and sums the totals', () => {
    const counted = none()
    counted.signUps.set('2026-02-28', 2)
    counted.pointsEarned.set('2026-03-01', 50).set('2026-02-28', 5)
    counted.pointsSpent.set('2026-03-01', 20)
    // A count outside the range (the database never gives one) is not summed.
    counted.codesCredited.set('2026-03-05', 9)
    const o = overviewOf({ from: '2026-02-27', to: '2026-03-01' }, counted, { gold: 3, platinum: 1, diamond: 0 })
    expect(o.days.map((d) => d.date)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01'])
    expect(o.days[0]).toEqual({ date: '2026-02-27', signUps: 0, codesCredited: 0, receiptsApproved: 0, pointsEarned: 0, pointsSpent: 0 })
    expect(o.days[2]).toEqual({ date: '2026-03-01', signUps: 0, codesCredited: 0, receiptsApproved: 0, pointsEarned: 50, pointsSpent: 20 })
    expect(o.totals).toEqual({ signUps: 2, codesCredited: 0, receiptsApproved: 0, pointsEarned: 55, pointsSpent: 20 })
    expect(o.tiers).toEqual({ gold: 3, platinum: 1, diamond: 0 })
  })
})
