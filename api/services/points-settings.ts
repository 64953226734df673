import { DEFAULT_REFERRAL_POINTS, DEFAULT_TIER_BONUSES, type ReferralPoints, ReferralPointsSchema, type TierBonuses, TierBonusesSchema } from '../../domain/club-settings.ts'
import { businessDayOfMonth } from '../../domain/business-time.ts'
import { DEFAULT_DOUBLE_POINT_DAYS, DEFAULT_TIER_MULTIPLIERS, DoublePointDaysSchema, TierMultipliersSchema } from '../../domain/points-settings.ts'
import type { Tier } from '../../domain/tiers.ts'
import type { Database } from '../db/connection.ts'
import { readSetting } from '../db/settings.ts'

export async function doublePointDays(db: Database): Promise<number[]> {
  return (await readSetting(db, 'doublePointDays', DoublePointDaysSchema)) ?? DEFAULT_DOUBLE_POINT_DAYS
}

/** Whether `at` falls on a double-point day of the month, in Malaysia. */
export async function isDoublePointDay(db: Database, at: Date): Promise<boolean> {
  return (await doublePointDays(db)).includes(businessDayOfMonth(at))
}

export async function tierMultiplier(db: Database, tier: Tier): Promise<number> {
  return (await tierMultipliers(db))[tier]
}

export async function tierMultipliers(db: Database) {
  return (await readSetting(db, 'tierMultipliers', TierMultipliersSchema)) ?? DEFAULT_TIER_MULTIPLIERS
}

export async function tierBonuses(db: Database): Promise<TierBonuses> {
  return (await readSetting(db, 'tierBonuses', TierBonusesSchema)) ?? DEFAULT_TIER_BONUSES
}

export async function referralPoints(db: Database): Promise<ReferralPoints> {
  return (await readSetting(db, 'referralPoints', ReferralPointsSchema)) ?? DEFAULT_REFERRAL_POINTS
}
