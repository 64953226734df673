import type { Tier } from './tiers.ts'

/** Why a row sits in a member's points ledger; shown in the point history by these keys. */
export const POINT_SOURCES = [
  // One per line: areas join in parallel branches.
  'referrer',
  'referee',
  'scan',
  'receipt',
  'profileUpdate',
  'redemption',
  'refund',
  'voucher',
  'sampleFeedback',
  'donation',
  'contest',
  'mysteryBox',
  'massCredit',
  'massRefund',
  'massCreditReversal',
  'tierWelcome',
  'birthday',
] as const
export type PointSource = (typeof POINT_SOURCES)[number]



/** The milestone campaign of qualifying brands (spec 1 §4): which registered code earns what. */
export type Milestone = 1 | 5 | 10
const MILESTONE_AT: Record<number, Milestone> = { 0: 1, 4: 5, 9: 10 }
export const FIRST_CODE_MULTIPLIER = 3
/** Other brands: a Gold member's first code earns the tier's 2x (spec 1 §6, DECISIONS.md). */
export const GOLD_FIRST_CODE_MULTIPLIER = 2
export const MILESTONE_VOUCHERS: Partial<Record<Milestone, { valueSen: number; name: string }>> = {
  5: { valueSen: 500, name: 'RM5 e-voucher' },
  10: { valueSen: 1000, name: 'RM10 e-voucher' },
}

/** The ringgit value of a milestone's e-voucher, as members read it (0 for a milestone without one). */
export const milestoneVoucherRinggit = (milestone: Milestone) => (MILESTONE_VOUCHERS[milestone]?.valueSen ?? 0) / 100

export interface ScanPointsInput {
  basePoints: number
  brandRunsMilestones: boolean
  /** Codes of milestone brands the member registered before this one. */
  priorMilestoneCodes: number
  /** Codes of any brand the member registered before this one. */
  priorCodes: number
  tier: Tier
  isDoublePointDay: boolean
  tierMultiplier: number
}

/**
 * What a code earns. Multipliers combine: the first-code bonus, the double-point day and the tier
 * multiplier each multiply the batch's points.
 */
export function scanPoints(i: ScanPointsInput): { points: number; milestone: Milestone | null } {
  const milestone = i.brandRunsMilestones ? (MILESTONE_AT[i.priorMilestoneCodes] ?? null) : null
  let multiplier = i.tierMultiplier
  if (milestone === 1) multiplier *= FIRST_CODE_MULTIPLIER
  else if (!i.brandRunsMilestones && i.tier === 'gold' && i.priorCodes === 0) multiplier *= GOLD_FIRST_CODE_MULTIPLIER
  if (i.isDoublePointDay) multiplier *= 2
  return { points: Math.round(i.basePoints * multiplier), milestone }
}
