import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely'
import { businessDaysWithin, shiftDays } from '../../domain/business-time.ts'
import type { OverviewFigure, OverviewRange } from '../../domain/overview.ts'
import { TIERS, type Tier } from '../../domain/tiers.ts'
import type { Database } from './connection.ts'
import type { DB } from './schema.ts'

/**
 * The overview's counts (domain/overview.ts). Each reads one indexed range of its table's time
 * column (migration 0035) and groups it by Malaysian day in SQL that both engines run alike: times
 * are stored as UTC ISO text (`2026-06-01T16:00:00.000Z`), and Malaysia is UTC+8 all year, so a
 * row's Malaysian day is its UTC date, or the day after from 16:00 UTC on. Rows are grouped by
 * those two text facts (at most two groups per day) and the groups folded into days here, instead
 * of an engine's own date functions and casts on every row.
 */

/** The UTC date of a stored time, and 1 when it is 16:00 UTC or later (already the next day in Malaysia). */
function dayParts(column: string): { utcDate: RawBuilder<string>; late: RawBuilder<number> } {
  const ref = sql.ref(column)
  return { utcDate: sql<string>`substr(${ref}, 1, 10)`, late: sql<number>`case when substr(${ref}, 12, 2) >= '16' then 1 else 0 end` }
}

/** Counts keyed by Malaysian date, from rows grouped by UTC date and the late flag. */
function byMalaysianDay<R extends { utcDate: string; late: number | string }>(rows: R[], value: (row: R) => number | string | null): Map<string, number> {
  const days = new Map<string, number>()
  for (const row of rows) {
    const date = Number(row.late) === 1 ? shiftDays(row.utcDate, 1) : row.utcDate
    days.set(date, (days.get(date) ?? 0) + Number(value(row) ?? 0))
  }
  return days
}

/** The query's rows whose time `column` is in [from, to), counted per Malaysian day. */
async function countPerDay<TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>, column: string, from: string, to: string) {
  const { utcDate, late } = dayParts(column)
  const rows = await query
    .select([utcDate.as('utcDate'), late.as('late'), sql<number | string>`count(*)`.as('n')])
    .where(sql.ref(column), '>=', from)
    .where(sql.ref(column), '<', to)
    .groupBy([sql.ref('utcDate'), sql.ref('late')])
    .execute()
  return byMalaysianDay(rows, (r) => r.n)
}

/** Points earned (positive ledger rows) and spent (negative rows, as a positive number) in one pass over the range. */
async function pointsMoved(db: Database, from: string, to: string) {
  const { utcDate, late } = dayParts('createdAt')
  const rows = await db
    .selectFrom('pointsLedger')
    .select([
      utcDate.as('utcDate'),
      late.as('late'),
      sql<number | string | null>`sum(case when points > 0 then points else 0 end)`.as('earned'),
      sql<number | string | null>`sum(case when points < 0 then -points else 0 end)`.as('spent'),
    ])
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .groupBy([sql.ref('utcDate'), sql.ref('late')])
    .execute()
  return { pointsEarned: byMalaysianDay(rows, (r) => r.earned), pointsSpent: byMalaysianDay(rows, (r) => r.spent) }
}

/** Each figure of the overview by Malaysian date over the range (days without any absent). */
export async function overviewCounts(db: Database, range: OverviewRange): Promise<Record<OverviewFigure, Map<string, number>>> {
  const { from, to } = businessDaysWithin({ startDate: range.from, endDate: range.to }) as { from: string; to: string }
  const [signUps, codesCredited, receiptsApproved, points] = await Promise.all([
    // Members verified now, on the day they registered (the accounts report's registration time).
    countPerDay(db.selectFrom('members').where('verifiedAt', 'is not', null), 'createdAt', from, to),
    // A code is claimed in the transaction that credits it (services/scan-credit.ts).
    countPerDay(db.selectFrom('uniqueCodes').where('scannedAt', 'is not', null), 'scannedAt', from, to),
    // By the time of the decision, not of the upload.
    countPerDay(db.selectFrom('receipts').where('status', '=', 'approved'), 'decidedAt', from, to),
    pointsMoved(db, from, to),
  ])
  return { signUps, codesCredited, receiptsApproved, ...points }
}

/** Verified members in each tier now. */
export async function tierMix(db: Database): Promise<Record<Tier, number>> {
  const rows = await db
    .selectFrom('members')
    .select(['tier', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('verifiedAt', 'is not', null)
    .groupBy('tier')
    .execute()
  const counts = new Map(rows.map((r) => [r.tier, Number(r.n)]))
  return Object.fromEntries(TIERS.map((t) => [t, counts.get(t) ?? 0])) as Record<Tier, number>
}
