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

const balance = preparedQuery((db, v: { memberId: number }) =>
  db.selectFrom('pointsLedger').select(sql<number>`coalesce(sum(points), 0)`.as('total')).where('memberId', '=', v.memberId),
)

/** A member's points: the sum of their ledger. */
export async function balanceOf(db: Database, memberId: number): Promise<number> {
  return Number((await balance.first(db, { memberId }))!.total)
}
