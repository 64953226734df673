import { businessDate, businessDayStart } from '../../domain/business-time.ts'
import type { TierBonuses } from '../../domain/club-settings.ts'
import { welcomePoints } from '../../domain/tier-gifts.ts'
import { dueTierReview, pastYearStart, type Tier } from '../../domain/tiers.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/connection.ts'
import { postInboxMessage } from '../db/inbox.ts'
import { pointsEarnedBetween } from '../db/points.ts'
import { inTransaction } from '../db/transaction.ts'
import { appendToLedger } from './ledger.ts'
import { mayEarn } from './membership.ts'
import { tierBonuses } from './points-settings.ts'

/** Due members read per query; the job asks again until none is left. */
const REVIEWS_PER_QUERY = 500

/**
 * Applies every yearly tier review due by today (Malaysian date) and answers how many it applied.
 * A member whose reviews were missed for years gets one per missed year, oldest first, each from
 * the points of the 12 months before its own date. A promotion to a tier with a welcome gift
 * credits it with the review (decision 139). Safe to run again or in two processes at once: see
 * applyReview.
 */
export async function runTierReviews(db: Database, clock: Clock): Promise<number> {
  const today = businessDate(clock.now())
  const bonuses = await tierBonuses(db)
  let applied = 0
  for (;;) {
    const due = await db
      .selectFrom('members')
      .select(['id', 'tier', 'tierResetDate'])
      .where('tierResetDate', '<=', today)
      .where('verifiedAt', 'is not', null) // unverified signups are not members yet
      .orderBy('tierResetDate')
      .limit(REVIEWS_PER_QUERY)
      .execute()
    let appliedNow = 0
    for (const standing of due) if (await applyReview(db, standing, { today, at: clock.now(), bonuses })) appliedNow++
    applied += appliedNow
    // Nothing applied: nothing was due, or another process took these; either way, done for now.
    if (appliedNow === 0) return applied
  }
}

async function applyReview(db: Database, standing: { id: number; tier: Tier; tierResetDate: string }, run: { today: string; at: Date; bonuses: TierBonuses }): Promise<boolean> {
  const { today, at } = run
  // The 12 months before the review date are over and ledger rows are never changed, so this sum
  // is final and needs no transaction.
  const reviewStart = businessDayStart(standing.tierResetDate)
  const points = await pointsEarnedBetween(db, standing.id, businessDayStart(pastYearStart(standing.tierResetDate)), reviewStart)
  const review = dueTierReview(standing, points, today)
  if (!review) return false
  return inTransaction(db, async (trx) => {
    // The claim comes first and holds only while the member still reads the date reviewed, so a
    // review that another run applied already changes nothing here.
    const claimed = await trx
      .updateTable('members')
      .set({ tier: review.to, tierResetDate: review.nextResetDate, updatedAt: at.toISOString() })
      .where('id', '=', standing.id)
      .where('tier', '=', review.from)
      .where('tierResetDate', '=', review.reviewDate)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return false
    await trx
      .insertInto('tierHistory')
      .values({
        memberId: standing.id,
        reviewDate: review.reviewDate,
        fromTier: review.from,
        toTier: review.to,
        status: review.status,
        pastYearPoints: points,
        createdAt: at.toISOString(),
      })
      .execute()
    // Keyed by the review's date: one welcome per promotion, even if the row were written again.
    const welcome = welcomePoints(review, run.bonuses)
    if (welcome > 0 && (await mayEarn(trx, standing.id, at))) {
      await appendToLedger(trx, { memberId: standing.id, points: welcome, source: 'tierWelcome', reference: review.reviewDate, at })
    }
    if (review.status !== 'none') {
      const kind = review.status === 'upgraded' ? 'tierUpgraded' : 'tierDowngraded'
      await postInboxMessage(trx, standing.id, { kind, params: { tier: review.to, points } }, at)
    }
    return true
  })
}
