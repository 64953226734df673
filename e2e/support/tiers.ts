import Database from 'better-sqlite3'
import { systemClock } from '../../api/clock.ts'
import { openDatabase } from '../../api/db/connection.ts'
import { runTierReviews } from '../../api/services/tier-review.ts'
import { shiftYears, businessDate } from '../../domain/business-time.ts'
import { E2E_DATA_DIR } from '../fixtures.ts'

const DATABASE = `${E2E_DATA_DIR}/club.sqlite`
const DAY_MS = 86_400_000

/** A new member's first tier reset date, and a reviewed member's next one: a year from today. */
export const aYearFromToday = () => shiftYears(businessDate(new Date()), 1)

/** Appends rows to a member's points ledger in the e2e database, as codes, receipts or spending would. */
export function seedPoints(uuid: string, rows: { points: number; source: string; daysAgo?: number }[]): void {
  const db = new Database(DATABASE)
  db.pragma('busy_timeout = 5000')
  const { id } = db.prepare('select id from members where uuid = ?').get(uuid) as { id: number }
  const insert = db.prepare('insert into points_ledger (member_id, points, source, reference, created_at) values (?, ?, ?, ?, ?)')
  for (const [i, row] of rows.entries()) insert.run(id, row.points, row.source, `e2e-${Date.now()}-${i}`, new Date(Date.now() - (row.daysAgo ?? 0) * DAY_MS).toISOString())
  db.close()
}

/** Makes today the member's tier reset date and runs the server's daily review job, as it would at midnight. */
export async function reviewTierToday(uuid: string): Promise<void> {
  const sqlite = new Database(DATABASE)
  sqlite.pragma('busy_timeout = 5000')
  sqlite.prepare('update members set tier_reset_date = ? where uuid = ?').run(businessDate(new Date()), uuid)
  sqlite.close()
  const db = openDatabase(DATABASE)
  try {
    await runTierReviews(db, systemClock)
  } finally {
    await db.destroy()
  }
}
