import { sql } from 'kysely'
import type { PointSource } from '../../domain/points.ts'
import type { Database } from '../db/connection.ts'
import { preparedQuery } from '../db/prepared-query.ts'

export interface LedgerEntry {
  memberId: number
  points: number
  source: PointSource
  /** What the points are for (a code, a receipt, a referral); one source and reference credit once. */
  reference: string
  note?: string
  at: Date
}

const ledgerRow = preparedQuery((db, v: { memberId: number; points: number; source: PointSource; reference: string; note: string | null; createdAt: string }) =>
  db
    .insertInto('pointsLedger')
    .values({ memberId: v.memberId, points: v.points, source: v.source, reference: v.reference, note: v.note, createdAt: v.createdAt })
    .onConflict((oc) => oc.doNothing()),
)

/**
 * Appends one row to the points ledger. Call it inside the write transaction that makes the event
 * happen. Returns false, changing nothing, when this source and reference were already credited.
 */
export async function appendToLedger(trx: Database, entry: LedgerEntry): Promise<boolean> {
  const row = { memberId: entry.memberId, points: entry.points, source: entry.source, reference: entry.reference, note: entry.note ?? null, createdAt: entry.at.toISOString() }
  return (await ledgerRow.changed(trx, row)) === 1
}

/**
 * Appends many rows at once (a mass credit's chunk), each credited once by its source and
 * reference like `appendToLedger`; answers how many were new. Call it inside the write transaction.
 */
export async function appendManyToLedger(trx: Database, entries: LedgerEntry[]): Promise<number> {
  if (entries.length === 0) return 0
  const rows = entries.map((e) => ({ memberId: e.memberId, points: e.points, source: e.source, reference: e.reference, note: e.note ?? null, createdAt: e.at.toISOString() }))
  const inserted = await trx.insertInto('pointsLedger').values(rows).onConflict((oc) => oc.doNothing()).executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0)
}

/** The balances of several members at once (a member without rows is absent: 0). */
export async function balancesOf(db: Database, memberIds: number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('pointsLedger')
    .select(['memberId', sql<number>`coalesce(sum(points), 0)`.as('total')])
    .where('memberId', 'in', [...new Set(memberIds)])
    .groupBy('memberId')
    .execute()
  return new Map(rows.map((r) => [r.memberId, Number(r.total)]))
}

const balance = preparedQuery((db, v: { memberId: number }) =>
  db.selectFrom('pointsLedger').select(sql<number>`coalesce(sum(points), 0)`.as('total')).where('memberId', '=', v.memberId),
)

/** A member's points: the sum of their ledger. */
export async function balanceOf(db: Database, memberId: number): Promise<number> {
  return Number((await balance.first(db, { memberId }))!.total)
}
