import { type AdminNotice, type NoticeFields, noticeStatus } from '../../domain/content.ts'
import type { NoticesTable } from './schema.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'

type NoticeRow = Omit<NoticesTable, 'id'> & { id: number }

/** A notice as the back office lists it, with where its window stands at `at`. */
function adminNotice(row: NoticeRow, at: Date): AdminNotice {
  const window = { startsAt: row.startsAt, endsAt: row.endsAt }
  return { id: row.id, kind: row.kind, title: localized(row, 'title'), body: localized(row, 'body'), ...window, status: noticeStatus(window, at), updatedAt: row.updatedAt }
}

/** Stored as UTC ISO strings, so the members' query compares them as text with `now`. */
const rowOf = (fields: NoticeFields) => ({
  kind: fields.kind,
  titleEn: fields.titleEn,
  titleBm: fields.titleBm,
  bodyEn: fields.bodyEn,
  bodyBm: fields.bodyBm,
  startsAt: new Date(fields.startsAt).toISOString(),
  endsAt: new Date(fields.endsAt).toISOString(),
})

/** Every notice, by kind, the latest start first. */
export async function adminNotices(db: Database, at: Date): Promise<AdminNotice[]> {
  const rows = await db.selectFrom('notices').selectAll().orderBy('kind').orderBy('startsAt', 'desc').orderBy('id', 'desc').execute()
  return rows.map((row) => adminNotice(row, at))
}

export async function adminNoticeById(db: Database, id: number, at: Date): Promise<AdminNotice | undefined> {
  const row = await db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst()
  return row && adminNotice(row, at)
}

export async function insertNotice(db: Database, fields: NoticeFields, at: Date): Promise<AdminNotice> {
  const now = at.toISOString()
  const row = await db.insertInto('notices').values({ ...rowOf(fields), createdAt: now, updatedAt: now }).returningAll().executeTakeFirstOrThrow()
  return adminNotice(row, at)
}

/** The notice after the edit, or undefined when there is none with this id. */
export async function updateNotice(db: Database, id: number, fields: NoticeFields, at: Date): Promise<AdminNotice | undefined> {
  const row = await db.updateTable('notices').set({ ...rowOf(fields), updatedAt: at.toISOString() }).where('id', '=', id).returningAll().executeTakeFirst()
  return row && adminNotice(row, at)
}

export async function deleteNotice(db: Database, id: number): Promise<boolean> {
  const result = await db.deleteFrom('notices').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}
