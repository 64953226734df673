import { TIER_STATUS_TEXT, type TierChange } from '../../domain/tiers.ts'
import type { Database } from './connection.ts'

/** A member's yearly reviews, newest first. */
export async function tierHistoryOf(db: Database, memberId: number): Promise<TierChange[]> {
  const rows = await db
    .selectFrom('tierHistory')
    .select(['reviewDate', 'fromTier', 'toTier', 'status'])
    .where('memberId', '=', memberId)
    .orderBy('reviewDate', 'desc')
    .execute()
  return rows.map((r) => ({ tierChangeDate: r.reviewDate, from: r.fromTier, to: r.toTier, tierStatus: TIER_STATUS_TEXT[r.status] }))
}
