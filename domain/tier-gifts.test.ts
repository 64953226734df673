import { describe, expect, it } from 'vitest'
import { DEFAULT_TIER_BONUSES } from './club-settings.ts'
import { birthdayGiftDue, tierHeldOn, welcomePoints } from './tier-gifts.ts'

describe('welcomePoints', () => {
  it('gives the settings’ welcome on a promotion to Platinum or Diamond, and nothing otherwise', () => {
    expect(welcomePoints({ status: 'upgraded', to: 'platinum' }, DEFAULT_TIER_BONUSES)).toBe(500)
    expect(welcomePoints({ status: 'upgraded', to: 'diamond' }, DEFAULT_TIER_BONUSES)).toBe(800)
    expect(welcomePoints({ status: 'none', to: 'diamond' }, DEFAULT_TIER_BONUSES)).toBe(0)
    expect(welcomePoints({ status: 'downgraded', to: 'platinum' }, DEFAULT_TIER_BONUSES)).toBe(0)
    expect(welcomePoints({ status: 'upgraded', to: 'platinum' }, { ...DEFAULT_TIER_BONUSES, platinum: { welcome: 650, birthday: 200 } })).toBe(650)
  })
})

describe('tierHeldOn', () => {
  const history = [
    { reviewDate: '2028-06-02', fromTier: 'platinum', toTier: 'diamond' },
    { reviewDate: '2027-06-02', fromTier: 'gold', toTier: 'platinum' },
  ] as const
  it('is the tier the last review on or before the date gave', () => {
    expect(tierHeldOn('2027-06-01', history, 'diamond')).toBe('gold')
    expect(tierHeldOn('2027-06-02', history, 'diamond')).toBe('platinum')
    expect(tierHeldOn('2028-07-01', history, 'diamond')).toBe('diamond')
  })
  it('is the tier now for a member never reviewed', () => {
    expect(tierHeldOn('2027-01-01', [], 'platinum')).toBe('platinum')
  })
})

describe('birthdayGiftDue', () => {
  const member = { dob: '1992-04-17', joinedOn: '2026-06-02' }
  it('is owed from the 1st of the birthday month to the end of the year', () => {
    expect(birthdayGiftDue(member, '2027-03-31')).toBeNull()
    expect(birthdayGiftDue(member, '2027-04-01')).toEqual({ year: '2027', monthStart: '2027-04-01' })
    expect(birthdayGiftDue(member, '2027-12-31')).toEqual({ year: '2027', monthStart: '2027-04-01' })
  })
  it('waits for next year when the member joined after the birthday month, and is owed when they joined during it', () => {
    expect(birthdayGiftDue(member, '2026-12-01')).toBeNull()
    expect(birthdayGiftDue({ ...member, joinedOn: '2026-04-30' }, '2026-05-02')).toEqual({ year: '2026', monthStart: '2026-04-01' })
  })
  it('is never owed without a date of birth', () => {
    expect(birthdayGiftDue({ ...member, dob: null }, '2027-06-01')).toBeNull()
  })
})
