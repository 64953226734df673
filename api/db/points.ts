import { sql } from 'kysely'
import { businessDate, businessDayStart } from '../../domain/business-time.ts'
import type { PointRecord, PointRecordKind } from '../../domain/point-records.ts'
import { countingSince } from '../../domain/tiers.ts'
import type { Database } from './connection.ts'
import { preparedQuery } from './prepared-query.ts'

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

/** The largest value an integer column holds on both engines: bounds that leave nothing out. */
const INTEGER_MAX = 2_147_483_647

/** The points of each kind of record, as a range: spending is negative, earning is not. */
const POINTS_OF: Record<PointRecordKind | 'all', { low: number; high: number }> = {
  all: { low: -INTEGER_MAX, high: INTEGER_MAX },
  used: { low: -INTEGER_MAX, high: -1 },
  earned: { low: 0, high: INTEGER_MAX },
}

// Every member's visit reads it: one query for every page and kind, compiled once.
export const pointRecordPage = preparedQuery((db, v: { memberId: number; lastId: number; low: number; high: number; limit: number }) =>
  db
    .selectFrom('pointsLedger')
    .select(['id', 'createdAt', 'source', 'points'])
    .where('memberId', '=', v.memberId)
    .where('id', '<=', v.lastId)
    .where('points', '>=', v.low)
    .where('points', '<=', v.high)
    // Rows are appended as they happen, so the id is their order in time.
    .orderBy('id', 'desc')
    .limit(v.limit),
)

/** A member's point records, newest first: all of them, or one kind, older than the `before` record. */
export function pointRecords(
  db: Database,
  memberId: number,
  page: { limit: number; kind?: PointRecordKind | undefined; before?: number | undefined },
): Promise<PointRecord[]> {
  const lastId = page.before === undefined ? INTEGER_MAX : page.before - 1
  return pointRecordPage.all(db, { memberId, lastId, ...POINTS_OF[page.kind ?? 'all'], limit: page.limit })
}
