import { withClubDatabase } from './club-database.ts'

const DAY_MS = 86_400_000

export interface E2eContest {
  nameEn: string
  nameBm: string
  /** Days from now; a negative start and positive end make it running. */
  startDays?: number
  endDays?: number
  pointsPerEntry?: number
  entriesPerPerson?: number
  dropdown?: boolean
}

/**
 * Puts a contest straight into the e2e database with a step, a prize and, when asked, a dropdown of
 * two choices, as the back office would (its routes are another area). Answers its id.
 */
export function insertContest(contest: E2eContest): number {
  return withClubDatabase((db) => {
    const now = Date.now()
    const at = new Date(now).toISOString()
    const icon = '/brand/logo.svg'
    const { lastInsertRowid } = db
      .prepare(
        `insert into contests (name_en, name_bm, description_en, description_bm, icon_en, icon_bm, starts_at, ends_at, point_required, points_per_entry,
           entries_per_person, upload_images, upload_receipts, link_url, got_dropdown, dropdown_title_en, dropdown_title_bm, active, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, 1, 0, 0, ?, 'Your favourite moment', 'Detik kegemaran anda', 1, ?, ?)`,
      )
      .run(
        contest.nameEn,
        contest.nameBm,
        'Share the sweetest smile of your little one.',
        'Kongsi senyuman paling manis si kecil anda.',
        icon,
        icon,
        new Date(now + (contest.startDays ?? -1) * DAY_MS).toISOString(),
        new Date(now + (contest.endDays ?? 7) * DAY_MS).toISOString(),
        contest.pointsPerEntry ?? 100,
        contest.entriesPerPerson ?? 5,
        contest.dropdown ? 1 : 0,
        at,
        at,
      )
    const id = Number(lastInsertRowid)
    db.prepare('insert into contest_steps (contest_id, position, instructions_en, instructions_bm, description_en, description_bm) values (?, 1, ?, ?, ?, ?)').run(
      id,
      'Snap a photo',
      'Ambil foto',
      'A photo of your baby smiling.',
      'Foto bayi anda tersenyum.',
    )
    db.prepare('insert into contest_prizes (contest_id, position, title_en, title_bm, image_url, amount) values (?, 1, ?, ?, ?, 3)').run(id, 'Diaper hamper', 'Hamper lampin', icon)
    if (contest.dropdown) {
      const option = db.prepare('insert into contest_options (contest_id, position, label_en, label_bm) values (?, ?, ?, ?)')
      option.run(id, 1, 'Bath time', 'Waktu mandi')
      option.run(id, 2, 'Play time', 'Waktu bermain')
    }
    return id
  })
}

/** A member's contest entries in the e2e database. */
export function contestEntriesOf(uuid: string): { contestId: number; imageFile: string | null }[] {
  return withClubDatabase(
    (db) =>
      db
        .prepare('select e.contest_id as contestId, e.image_file as imageFile from contest_entries e join members m on m.id = e.member_id where m.uuid = ?')
        .all(uuid) as { contestId: number; imageFile: string | null }[],
    { readonly: true },
  )
}
