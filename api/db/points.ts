import { sql } from 'kysely'
import { businessDate, businessDayStart } from '../../domain/business-time.ts'
import type { PointRecord, PointRecordKind } from '../../domain/point-records.ts'
import { countingSince } from '../../domain/tiers.ts'
import type { Database } from './connection.ts'

/**
 * Points a member earned from `from` up to but not including `to` (or up to now): the ledger's
 * positive rows. Negative rows, spending and corrections alike, do not take earned points away
 * (docs/decisions.md).
 */
export async function pointsEarnedBetween(db: Database, memberId: number, from: Date, to?: Date): Promise<number> {
  let query = db
    .selectFrom('pointsLedger')
    .select(sql<number>`coalesce(sum(points), 0)`.as('total'))
    .where('memberId', '=', memberId)
    .where('points', '>', 0)
    .where('createdAt', '>=', from.toISOString())
  if (to) query = query.where('createdAt', '<', to.toISOString())
  const row = await query.executeTakeFirstOrThrow()
  return Number(row.total)
}

/** Points earned in the past 12 months that the member's next tier review will count. */
export function pointsTowardReview(db: Database, member: { id: number; tierResetDate: string }, at: Date): Promise<number> {
  return pointsEarnedBetween(db, member.id, businessDayStart(countingSince(member.tierResetDate, businessDate(at))))
}

/** A member's point records, newest first: all of them, or one kind, older than the `before` record. */
export async function pointRecords(
  db: Database,
  memberId: number,
  page: { limit: number; kind?: PointRecordKind | undefined; before?: number | undefined },
): Promise<PointRecord[]> {
  let query = db.selectFrom('pointsLedger').select(['id', 'createdAt', 'source', 'points']).where('memberId', '=', memberId)
  if (page.kind) query = query.where('points', page.kind === 'used' ? '<' : '>=', 0)
  if (page.before !== undefined) query = query.where('id', '<', page.before)
  // Rows are appended as they happen, so the id is their order in time.
  return query.orderBy('id', 'desc').limit(page.limit).execute()
}
