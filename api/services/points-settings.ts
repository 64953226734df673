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
  return ((await readSetting(db, 'tierMultipliers', TierMultipliersSchema)) ?? DEFAULT_TIER_MULTIPLIERS)[tier]
}
