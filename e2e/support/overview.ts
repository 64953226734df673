import { randomUUID } from 'node:crypto'
import { businessDayStart } from '../../domain/business-time.ts'
import { uniqueMember } from '../fixtures.ts'
import { withClubDatabase } from './club-database.ts'

/** What `seedQuietDay` writes on its day, as the overview should count it. */
export const SEEDED_DAY = { signUps: 2, codesCredited: 3, receiptsApproved: 1, pointsEarned: 100, pointsSpent: 25 } as const

/**
 * A day of activity written straight into the e2e database on a Malaysian date long past, which no
 * other test touches, so the overview's figures for it are exactly these: two verified sign-ups
 * (one at the day's first second, 16:00 UTC the day before) and one never verified, three codes
 * scanned, one receipt approved and one rejected, 40 + 60 points earned and 25 spent; and a code
 * and points the second after the day, which it must not count.
 */
export function seedQuietDay(date: string): void {
  const start = businessDayStart(date).getTime()
  const at = (seconds: number) => new Date(start + seconds * 1000).toISOString()
  withClubDatabase((db) => {
    db.transaction(() => {
      const insertMember = db.prepare(
        'insert into members (uuid, name, number, email, referral_code, tier_reset_date, verified_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      const member = (seconds: number, verified: boolean) => {
        const { number, email } = uniqueMember()
        return Number(insertMember.run(randomUUID(), 'Overview Seed', number, email, `OV${randomUUID().slice(0, 10)}`, '2099-01-01', verified ? at(seconds) : null, at(seconds), at(seconds)).lastInsertRowid)
      }
      const first = member(0, true)
      member(86_399, true)
      member(3600, false)

      const size = db.prepare('select id from sizes order by id').get() as { id: number }
      const batch = db
        .prepare("insert into code_batches (size_id, points, quantity, generated, status, active, created_at, updated_at) values (?, 10, 4, 4, 'done', 1, ?, ?)")
        .run(size.id, at(0), at(0)).lastInsertRowid
      const insertCode = db.prepare('insert into unique_codes (code, batch_id, scanned_by, scanned_at) values (?, ?, ?, ?)')
      for (const seconds of [10, 20, 86_399, 86_400]) insertCode.run(randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase(), batch, first, at(seconds))

      const retailer = db.prepare('select id from retailers order by id').get() as { id: number }
      const insertReceipt = db.prepare(
        "insert into receipts (uuid, member_id, retailer_id, receipt_date, invoice_no, duplicate_key, file_name, file_kind, file_sha256, status, points, decided_at, created_at) values (?, ?, ?, ?, ?, ?, ?, 'image/png', ?, ?, ?, ?, ?)",
      )
      for (const status of ['approved', 'rejected']) {
        const id = randomUUID()
        insertReceipt.run(id, first, retailer.id, date, id, id, `${id}.png`, id, status, status === 'approved' ? 30 : null, at(7200), at(60))
      }

      const insertPoints = db.prepare('insert into points_ledger (member_id, points, source, reference, created_at) values (?, ?, ?, ?, ?)')
      for (const [points, source, seconds] of [[40, 'scan', 10], [60, 'receipt', 7200], [-25, 'redemption', 80_000], [500, 'scan', 86_400]] as const) {
        insertPoints.run(first, points, source, `overview-${randomUUID()}`, at(seconds))
      }
    })()
  })
}

/** The sum of a member's positive ledger rows, by uuid. */
export function pointsEarnedBy(uuid: string): number {
  const { earned } = withClubDatabase(
    (db) =>
      db
        .prepare('select coalesce(sum(l.points), 0) as earned from points_ledger l join members m on m.id = l.member_id where m.uuid = ? and l.points > 0')
        .get(uuid) as { earned: number },
    { readonly: true },
  )
  return earned
}
