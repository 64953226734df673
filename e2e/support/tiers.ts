import { systemClock } from '../../api/clock.ts'
import { openDatabase } from '../../api/db/connection.ts'
import { runTierReviews } from '../../api/services/tier-review.ts'
import { businessDate } from '../../domain/business-time.ts'
import { CLUB_DATABASE, withClubDatabase } from './club-database.ts'

const DAY_MS = 86_400_000

/**
 * The member's next tier review as the club holds it (a year from sign-up, then from each review):
 * read, not worked out from today, which a Malaysian midnight mid-test would move.
 */
export function tierResetDate(uuid: string): string {
  return withClubDatabase((db) => (db.prepare('select tier_reset_date as date from members where uuid = ?').get(uuid) as { date: string }).date, { readonly: true })
}

/** Appends rows to a member's points ledger in the e2e database, as codes, receipts or spending would. */
export function seedPoints(uuid: string, rows: { points: number; source: string; daysAgo?: number }[]): void {
  withClubDatabase((db) => {
    const { id } = db.prepare('select id from members where uuid = ?').get(uuid) as { id: number }
    const insert = db.prepare('insert into points_ledger (member_id, points, source, reference, created_at) values (?, ?, ?, ?, ?)')
    for (const [i, row] of rows.entries()) insert.run(id, row.points, row.source, `e2e-${Date.now()}-${i}`, new Date(Date.now() - (row.daysAgo ?? 0) * DAY_MS).toISOString())
  })
}

/** Makes today the member's tier reset date and runs the server's daily review job, as it would at midnight; answers the date reviewed. */
export async function reviewTierToday(uuid: string): Promise<string> {
  const today = businessDate(new Date())
  withClubDatabase((sqlite) => sqlite.prepare('update members set tier_reset_date = ? where uuid = ?').run(today, uuid))
  const db = openDatabase(CLUB_DATABASE)
  try {
    await runTierReviews(db, systemClock)
  } finally {
    await db.destroy()
  }
  return today
}
