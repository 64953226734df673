import { shiftYears } from './business-time.ts'
import type { LocalizedText } from './club.ts'

/** The club's tiers (spec 1 §4, DECISIONS.md "Points"). */
export const TIERS = ['gold', 'platinum', 'diamond'] as const
export type Tier = (typeof TIERS)[number]

/** Points earned in the past 12 months that a tier starts at. */
export const TIER_THRESHOLDS: Record<Tier, number> = { gold: 0, platinum: 4000, diamond: 9000 }

/** What a referral earns, by the referrer's tier (spec 1 §6). */
export const REFERRAL_POINTS: Record<Tier, { referrer: number; referee: number }> = {
  gold: { referrer: 500, referee: 100 },
  platinum: { referrer: 550, referee: 150 },
  diamond: { referrer: 600, referee: 200 },
}

/** Welcome and birthday points by tier (spec 1 §6; Gold has no welcome bonus). */
export const TIER_BONUSES: Record<Tier, { welcome: number | null; birthday: number }> = {
  gold: { welcome: null, birthday: 100 },
  platinum: { welcome: 500, birthday: 200 },
  diamond: { welcome: 800, birthday: 300 },
}

/** The tier that `points` earned in the past 12 months call for. */
export function tierForPoints(points: number): Tier {
  return TIERS.findLast((tier) => points >= TIER_THRESHOLDS[tier]) ?? 'gold'
}

/**
 * A new member's first tier review (DECISIONS "Points": yearly on the registration anniversary):
 * the first anniversary of the day they registered that is after today, so a member registered
 * today is reviewed in a year and one registered long ago (a bulk upload's register date) on the
 * next anniversary, never at once.
 */
export function firstTierReview(registeredOn: string, today: string): string {
  let years = 1
  while (shiftYears(registeredOn, years) <= today) years++
  return shiftYears(registeredOn, years)
}

/** The first Malaysian date whose points count toward the tier on `date`: the past 12 months. */
export function pastYearStart(date: string): string {
  return shiftYears(date, -1)
}

/**
 * The first Malaysian date whose points count toward the member's next review: 12 months before
 * their tier reset date, but never more than 12 months before today (a review due, not yet applied).
 * Points earned before it would not count at the review, so progress leaves them out.
 */
export function countingSince(tierResetDate: string, today: string): string {
  const sinceReset = pastYearStart(tierResetDate)
  const sinceToday = pastYearStart(today)
  return sinceReset > sinceToday ? sinceReset : sinceToday
}

export const TIER_STATUSES = ['upgraded', 'downgraded', 'none'] as const
export type TierStatus = (typeof TIER_STATUSES)[number]

/** A member's tier and the date (`YYYY-MM-DD`, Malaysian) of their next yearly review. */
export interface TierStanding {
  tier: Tier
  tierResetDate: string
}

export interface TierReview {
  reviewDate: string
  from: Tier
  to: Tier
  status: TierStatus
  nextResetDate: string
}

/**
 * The yearly review, if it is due by `today`: one tier up or down toward the tier that
 * `pastYearPoints` (earned in the 12 months before the review date) call for. The next review is a
 * year on, so a standing the review was applied to is not due again: running it twice changes
 * nothing.
 */
export function dueTierReview(standing: TierStanding, pastYearPoints: number, today: string): TierReview | null {
  if (standing.tierResetDate > today) return null
  const at = TIERS.indexOf(standing.tier)
  const step = Math.sign(TIERS.indexOf(tierForPoints(pastYearPoints)) - at)
  return {
    reviewDate: standing.tierResetDate,
    from: standing.tier,
    to: TIERS[at + step]!,
    status: tierStatusOf(standing.tier, TIERS[at + step]!),
    nextResetDate: shiftYears(standing.tierResetDate, 1),
  }
}

/** How far a member is toward the tier above theirs; Diamond, the highest, is always full. */
export interface TierProgress {
  nextTier: Tier | null
  /** Points in the past 12 months the next tier starts at. */
  highTierPoints: number | null
  /** 0 to 100. */
  percent: number
  /** Still to earn by the tier reset date; 0 once the next tier's points are reached. */
  pointsNeeded: number
}

/**
 * The spec's "threshold minus past-year points plus 1" counts from the top of the current band
 * (3,999 + 1); its intent is the next tier's start minus the points, never below 0.
 */
export function tierProgress(tier: Tier, pastYearPoints: number): TierProgress {
  const nextTier = TIERS[TIERS.indexOf(tier) + 1]
  if (!nextTier) return { nextTier: null, highTierPoints: null, percent: 100, pointsNeeded: 0 }
  const highTierPoints = TIER_THRESHOLDS[nextTier]
  return {
    nextTier,
    highTierPoints,
    // Rounded down, so 3,999 of 4,000 never reads as 100%.
    percent: Math.min(100, Math.floor((pastYearPoints / highTierPoints) * 100)),
    pointsNeeded: Math.max(0, highTierPoints - pastYearPoints),
  }
}

/** Which progress text to show, with what it names. */
export type TierProgressMessage =
  | { key: 'highest' }
  | { key: 'reached'; nextTier: Tier; resetDate: string }
  | { key: 'needed'; nextTier: Tier; points: number; resetDate: string }

export function tierProgressMessage(progress: TierProgress, resetDate: string): TierProgressMessage {
  if (!progress.nextTier) return { key: 'highest' }
  if (progress.pointsNeeded === 0) return { key: 'reached', nextTier: progress.nextTier, resetDate }
  return { key: 'needed', nextTier: progress.nextTier, points: progress.pointsNeeded, resetDate }
}

/** What a review did, as the member's tier history says it (spec 1: `tierStatus` per language). */
export const TIER_STATUS_TEXT: Record<TierStatus, LocalizedText> = {
  upgraded: { en: 'Upgraded', bm: 'Dinaikkan' },
  downgraded: { en: 'Downgraded', bm: 'Diturunkan' },
  none: { en: 'None', bm: 'Tiada perubahan' },
}

/** Which way a review moved the member, from the tiers it went between. */
export function tierStatusOf(from: Tier, to: Tier): TierStatus {
  const step = Math.sign(TIERS.indexOf(to) - TIERS.indexOf(from))
  return step > 0 ? 'upgraded' : step < 0 ? 'downgraded' : 'none'
}

/** One yearly review as the member's tier history shows it (spec 1 "tierHistory"). */
export interface TierChange {
  /** `YYYY-MM-DD` */
  tierChangeDate: string
  from: Tier
  to: Tier
  tierStatus: LocalizedText
}
