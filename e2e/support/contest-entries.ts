import { randomBytes, randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { businessDate, shiftYears } from '../../domain/business-time.ts'
import { E2E_DATA_DIR, uniqueMember } from '../fixtures.ts'
import { withClubDatabase } from './club-database.ts'
import { solidPng } from './png.ts'

/**
 * An entry to the contest named `contestName`, by a new member, written straight into the e2e
 * server's database with a private screenshot file, as the member's submit would leave it (that
 * submit is another area's). Answers the entry's id and the entrant's name.
 */
export function insertContestEntry(contestName: string): { entryId: number; name: string } {
  return withClubDatabase((db) => {
    const now = new Date().toISOString()
    const { id: contestId } = db.prepare('select id from contests where name_en = ?').get(contestName) as { id: number }
    const option = db.prepare('select id from contest_options where contest_id = ? order by position limit 1').get(contestId) as { id: number } | undefined
    const { number, email } = uniqueMember()
    const name = `Entrant ${number.slice(-5)}`
    const member = db
      .prepare('insert into members (uuid, name, number, email, referral_code, tier_reset_date, verified_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id')
      .get(randomUUID(), name, number, email, `E2E${number}`, shiftYears(businessDate(new Date()), 1), now, now, now) as { id: number }
    const submission = db
      .prepare('insert into contest_submissions (contest_id, member_id, entries, points, created_at) values (?, ?, 1, 0, ?) returning id')
      .get(contestId, member.id, now) as { id: number }
    const imageFile = `${randomBytes(16).toString('hex')}.png`
    writeFileSync(`${E2E_DATA_DIR}/files/private/${imageFile}`, solidPng(60, 40, [200, 120, 40]))
    const entry = db
      .prepare('insert into contest_entries (submission_id, contest_id, member_id, image_file, option_id, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?) returning id')
      .get(submission.id, contestId, member.id, imageFile, option?.id ?? null, 'pending', now, now) as { id: number }
    return { entryId: entry.id, name }
  })
}
