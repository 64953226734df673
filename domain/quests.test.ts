import { describe, expect, it } from 'vitest'
import { scanPoints, type ScanPointsInput } from './points.ts'
import { PROFILE_COMPLETION_POINTS } from './profile-rules.ts'
import { questReward } from './quests.ts'
import { receiptPoints } from './receipt-rules.ts'
import { REFERRAL_POINTS, TIERS } from './tiers.ts'

const MILESTONE_BRANDS = ['Lembut Comfort', 'Lembut Premium']
const BASE = 100

/** A member's first code, on an ordinary day with neutral tier multipliers. */
const firstCode = (input: Partial<ScanPointsInput>) =>
  scanPoints({ basePoints: BASE, brandRunsMilestones: false, priorMilestoneCodes: 0, priorCodes: 0, tier: 'gold', isDoublePointDay: false, tierMultiplier: 1, ...input }).points

describe('quest rewards pay what they promise', () => {
  for (const tier of TIERS) {
    it(`the first code: the promised multiple of a milestone brand's points (${tier})`, () => {
      const reward = questReward('scanCode', { tier, milestoneBrands: MILESTONE_BRANDS, referrerPoints: 0 })
      expect(reward).toEqual({ points: 0, multiplier: firstCode({ tier, brandRunsMilestones: true }) / BASE, brands: MILESTONE_BRANDS })
      expect(reward.multiplier).toBe(3)
    })

    it(`the first code without milestone brands: the tier's bonus, if any (${tier})`, () => {
      const paid = firstCode({ tier }) / BASE
      expect(questReward('scanCode', { tier, milestoneBrands: [], referrerPoints: 0 })).toEqual({ points: 0, multiplier: paid === 1 ? null : paid, brands: null })
    })

    it(`the first receipt, completing the profile, a referral and a baby (${tier})`, () => {
      const context = { tier, milestoneBrands: MILESTONE_BRANDS, referrerPoints: REFERRAL_POINTS[tier].referrer + 7 }
      const lines = [{ pointsPerUnit: 60, quantity: 2 }]
      const first = receiptPoints(lines, { first: true, doublePointDay: false }) / receiptPoints(lines, { first: false, doublePointDay: false })
      expect(questReward('uploadReceipt', context)).toEqual({ points: 0, multiplier: first, brands: null })
      expect(questReward('completeProfile', context)).toEqual({ points: PROFILE_COMPLETION_POINTS, multiplier: null, brands: null })
      // What the setting says now, not a constant.
      expect(questReward('referFriend', context)).toEqual({ points: REFERRAL_POINTS[tier].referrer + 7, multiplier: null, brands: null })
      expect(questReward('addBaby', context)).toEqual({ points: 0, multiplier: null, brands: null })
    })
  }

  it('a Gold member’s first code of another brand still earns 2x, so no multiple is promised to Platinum without milestone brands', () => {
    expect(questReward('scanCode', { tier: 'gold', milestoneBrands: [], referrerPoints: 0 }).multiplier).toBe(2)
    expect(questReward('scanCode', { tier: 'platinum', milestoneBrands: [], referrerPoints: 0 }).multiplier).toBeNull()
  })
})
