import { describe, expect, it } from 'vitest'
import { countingSince, dueTierReview, firstTierReview, pastYearStart, type TierStanding, tierForPoints, tierProgress, tierProgressMessage } from './tiers.ts'

describe('tierForPoints', () => {
  it.each([
    [0, 'gold'],
    [3999, 'gold'],
    [4000, 'platinum'],
    [8999, 'platinum'],
    [9000, 'diamond'],
    [50_000, 'diamond'],
  ] as const)('puts %i points in %s', (points, tier) => {
    expect(tierForPoints(points)).toBe(tier)
  })
})

describe('pastYearStart', () => {
  it('is the same date a year before, 28 February for a leap day', () => {
    expect(pastYearStart('2026-06-02')).toBe('2025-06-02')
    expect(pastYearStart('2028-02-29')).toBe('2027-02-28')
  })
})

describe('countingSince', () => {
  it('is the start of the year the next review looks at', () => {
    expect(countingSince('2027-06-02', '2026-11-22')).toBe('2026-06-02')
    expect(countingSince('2026-11-23', '2026-11-22')).toBe('2025-11-23')
  })

  it('is a year before today while a review is due but not yet applied', () => {
    expect(countingSince('2026-11-22', '2026-11-22')).toBe('2025-11-22')
    expect(countingSince('2026-11-20', '2026-11-22')).toBe('2025-11-22')
  })
})

describe('dueTierReview', () => {
  const gold: TierStanding = { tier: 'gold', tierResetDate: '2026-06-02' }

  it('is not due before the reset date', () => {
    expect(dueTierReview(gold, 9000, '2026-06-01')).toBeNull()
  })

  it('moves one tier up at most, even with Diamond points', () => {
    expect(dueTierReview(gold, 9000, '2026-06-02')).toEqual({ reviewDate: '2026-06-02', from: 'gold', to: 'platinum', status: 'upgraded', nextResetDate: '2027-06-02' })
    expect(dueTierReview(gold, 4000, '2026-06-02')).toMatchObject({ to: 'platinum', status: 'upgraded' })
    expect(dueTierReview({ ...gold, tier: 'platinum' }, 9000, '2026-06-02')).toMatchObject({ from: 'platinum', to: 'diamond', status: 'upgraded' })
  })

  it('moves one tier down at most, even with Gold points', () => {
    const diamond = { ...gold, tier: 'diamond' } as const
    expect(dueTierReview(diamond, 0, '2026-06-02')).toMatchObject({ from: 'diamond', to: 'platinum', status: 'downgraded' })
    expect(dueTierReview(diamond, 8999, '2026-06-02')).toMatchObject({ to: 'platinum', status: 'downgraded' })
    expect(dueTierReview({ ...gold, tier: 'platinum' }, 3999, '2026-06-02')).toMatchObject({ to: 'gold', status: 'downgraded' })
  })

  it('keeps the tier the points call for, with status none', () => {
    expect(dueTierReview(gold, 3999, '2026-06-02')).toMatchObject({ from: 'gold', to: 'gold', status: 'none' })
    expect(dueTierReview({ ...gold, tier: 'platinum' }, 8999, '2026-06-02')).toMatchObject({ to: 'platinum', status: 'none' })
    expect(dueTierReview({ ...gold, tier: 'diamond' }, 9000, '2026-06-02')).toMatchObject({ to: 'diamond', status: 'none' })
  })

  it('reviews the date that was due when run late, and changes nothing when run again', () => {
    const review = dueTierReview(gold, 9000, '2026-06-05')!
    expect(review).toMatchObject({ reviewDate: '2026-06-02', nextResetDate: '2027-06-02' })
    const after: TierStanding = { tier: review.to, tierResetDate: review.nextResetDate }
    expect(dueTierReview(after, 9000, '2026-06-05')).toBeNull()
  })
})

describe('tierProgress', () => {
  it.each([
    ['gold', 0, { nextTier: 'platinum', highTierPoints: 4000, percent: 0, pointsNeeded: 4000 }],
    ['gold', 1000, { nextTier: 'platinum', highTierPoints: 4000, percent: 25, pointsNeeded: 3000 }],
    ['gold', 3999, { nextTier: 'platinum', highTierPoints: 4000, percent: 99, pointsNeeded: 1 }],
    ['gold', 4000, { nextTier: 'platinum', highTierPoints: 4000, percent: 100, pointsNeeded: 0 }],
    ['gold', 9500, { nextTier: 'platinum', highTierPoints: 4000, percent: 100, pointsNeeded: 0 }],
    ['platinum', 4000, { nextTier: 'diamond', highTierPoints: 9000, percent: 44, pointsNeeded: 5000 }],
    ['platinum', 8999, { nextTier: 'diamond', highTierPoints: 9000, percent: 99, pointsNeeded: 1 }],
    ['platinum', 9000, { nextTier: 'diamond', highTierPoints: 9000, percent: 100, pointsNeeded: 0 }],
    ['diamond', 0, { nextTier: null, highTierPoints: null, percent: 100, pointsNeeded: 0 }],
    ['diamond', 9000, { nextTier: null, highTierPoints: null, percent: 100, pointsNeeded: 0 }],
  ] as const)('for %s with %i points is %o', (tier, points, progress) => {
    expect(tierProgress(tier, points)).toEqual(progress)
  })
})

describe('tierProgressMessage', () => {
  const resetDate = '2027-06-02'

  it('names the points still needed, the next tier and the reset date', () => {
    expect(tierProgressMessage(tierProgress('gold', 3999), resetDate)).toEqual({ key: 'needed', nextTier: 'platinum', points: 1, resetDate })
    expect(tierProgressMessage(tierProgress('platinum', 4000), resetDate)).toEqual({ key: 'needed', nextTier: 'diamond', points: 5000, resetDate })
  })

  it('says the next tier is reached once its points are', () => {
    expect(tierProgressMessage(tierProgress('gold', 4000), resetDate)).toEqual({ key: 'reached', nextTier: 'platinum', resetDate })
    expect(tierProgressMessage(tierProgress('platinum', 9000), resetDate)).toEqual({ key: 'reached', nextTier: 'diamond', resetDate })
  })

  it('shows the highest-tier text for Diamond', () => {
    expect(tierProgressMessage(tierProgress('diamond', 120), resetDate)).toEqual({ key: 'highest' })
  })
})

describe('firstTierReview', () => {
  it.each([
    ['2026-06-02', '2026-06-02', '2027-06-02'],
    ['2025-03-15', '2026-06-02', '2027-03-15'],
    ['2025-06-02', '2026-06-02', '2027-06-02'],
    ['2020-01-10', '2026-06-02', '2027-01-10'],
    ['2024-02-29', '2026-06-02', '2027-02-28'],
  ])('a member registered on %s, created on %s, is first reviewed on %s', (registeredOn, today, review) => {
    expect(firstTierReview(registeredOn, today)).toBe(review)
  })
})
