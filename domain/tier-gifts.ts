import type { TierBonuses } from './club-settings.ts'
import type { Tier, TierReview } from './tiers.ts'

// The tier gifts of spec 1 §6 (decisions 139 and 140): welcome points on reaching Platinum or
// Diamond, and birthday points once a year in the member's birthday month. Their values are the
// club settings' tier bonuses.

/** The welcome points a review's promotion earns: only an upgrade, and only to a tier with a welcome gift. */
export function welcomePoints(review: Pick<TierReview, 'status' | 'to'>, bonuses: TierBonuses): number {
  if (review.status !== 'upgraded') return 0
  return bonuses[review.to].welcome ?? 0
}

/** One yearly review of a member's tier history. */
export interface TierHistoryStep {
  /** `YYYY-MM-DD` */
  reviewDate: string
  fromTier: Tier
  toTier: Tier
}

/**
 * The tier a member held on `date`: the tier the last review on or before it gave them, or, before
 * their first review, the tier that review started from; with no review at all, their tier now.
 * A member who joined after `date` is counted at the tier they joined at (decision 140).
 */
export function tierHeldOn(date: string, history: readonly TierHistoryStep[], current: Tier): Tier {
  const ordered = [...history].sort((a, b) => a.reviewDate.localeCompare(b.reviewDate))
  const last = ordered.findLast((step) => step.reviewDate <= date)
  if (last) return last.toTier
  return ordered[0]?.fromTier ?? current
}

/** A birthday gift a member is owed: for which year, and the tier that counts (held on the 1st of the month). */
export interface BirthdayGift {
  /** The Malaysian year, the gift's reference: one per member per year. */
  year: string
  /** `YYYY-MM-01` of the birthday month this year. */
  monthStart: string
}

/**
 * This year's birthday gift, once the birthday month has begun in Malaysia (so a job that missed
 * days or months still owes it for the rest of the year). Members without a date of birth have no
 * birthday gift, and a member who joined after this year's birthday month waits for the next one
 * (decision 140).
 */
export function birthdayGiftDue(member: { dob: string | null; joinedOn: string }, today: string): BirthdayGift | null {
  if (!member.dob) return null
  const year = today.slice(0, 4)
  const month = member.dob.slice(5, 7)
  if (month > today.slice(5, 7)) return null
  const monthStart = `${year}-${month}-01`
  // Joined on or before the birthday month's last day: the month is theirs as a member.
  if (member.joinedOn.slice(0, 7) > `${year}-${month}`) return null
  return { year, monthStart }
}
