import Database from 'better-sqlite3'
import { systemClock } from '../../api/clock.ts'
import { openDatabase } from '../../api/db/connection.ts'
import { runTierReviews } from '../../api/services/tier-review.ts'
import { businessDate } from '../../domain/business-time.ts'
import { E2E_DATA_DIR } from '../fixtures.ts'

const DATABASE = `${E2E_DATA_DIR}/club.sqlite`
const DAY_MS = 86_400_000

/**
 * The member's next tier review as the club holds it (a year from sign-up, then from each review):
 * read, not worked out from today, which a Malaysian midnight mid-test would move.
 */
export function tierResetDate(uuid: string): string {
  const db = new Database(DATABASE, { readonly: true })
  try {
    return (db.prepare('select tier_reset_date as date from members where uuid = ?').get(uuid) as { date: string }).date
  } finally {
    db.close()
  }
}

/** Appends rows to a member's points ledger in the e2e database, as codes, receipts or spending would. */
export function seedPoints(uuid: string, rows: { points: number; source: string; daysAgo?: number }[]): void {
  const db = new Database(DATABASE)
  db.pragma('busy_timeout = 5000')
  const { id } = db.prepare('select id from members where uuid = ?').get(uuid) as { id: number }
  const insert = db.prepare('insert into points_ledger (member_id, points, source, reference, created_at) values (?, ?, ?, ?, ?)')
  for (const [i, row] of rows.entries()) insert.run(id, row.points, row.source, `e2e-${Date.now()}-${i}`, new Date(Date.now() - (row.daysAgo ?? 0) * DAY_MS).toISOString())
  db.close()
}

/** Makes today the member's tier reset date and runs the server's daily review job, as it would at midnight; answers the date reviewed. */
export async function reviewTierToday(uuid: string): Promise<string> {
  const today = businessDate(new Date())
  const sqlite = new Database(DATABASE)
  sqlite.pragma('busy_timeout = 5000')
  sqlite.prepare('update members set tier_reset_date = ? where uuid = ?').run(today, uuid)
  sqlite.close()
  const db = openDatabase(DATABASE)
  try {
    await runTierReviews(db, systemClock)
  } finally {
    await db.destroy()
  }
  return today
}
