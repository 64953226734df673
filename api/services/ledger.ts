import { sql } from 'kysely'
import type { PointSource } from '../../domain/points.ts'
import type { Database } from '../db/connection.ts'

export interface LedgerEntry {
  memberId: number
  points: number
  source: PointSource
  /** What the points are for (a code, a receipt, a referral); one source and reference credit once. */
  reference: string
  note?: string
  at: Date
}

/**
 * Appends one row to the points ledger. Call it inside the write transaction that makes the event
 * happen. Returns false, changing nothing, when this source and reference were already credited.
 */
export async function appendToLedger(trx: Database, entry: LedgerEntry): Promise<boolean> {
  const result = await trx
    .insertInto('pointsLedger')
    .values({
      memberId: entry.memberId,
      points: entry.points,
      source: entry.source,
      reference: entry.reference,
      note: entry.note ?? null,
      createdAt: entry.at.toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

/** A member's points: the sum of their ledger. */
export async function balanceOf(db: Database, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('pointsLedger')
    .select(sql<number>`coalesce(sum(points), 0)`.as('total'))
    .where('memberId', '=', memberId)
    .executeTakeFirstOrThrow()
  return Number(row.total)
}
