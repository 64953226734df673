import type { TierChange } from '../../domain/tiers.ts'
import type { Database } from './connection.ts'

/** A member's yearly reviews, newest first. */
export async function tierHistoryOf(db: Database, memberId: number): Promise<TierChange[]> {
  const rows = await db
    .selectFrom('tierHistory')
    .select(['reviewDate', 'fromTier', 'toTier', 'status'])
    .where('memberId', '=', memberId)
    .orderBy('reviewDate', 'desc')
    .execute()
  return rows.map((r) => ({ date: r.reviewDate, from: r.fromTier, to: r.toTier, status: r.status }))
}
