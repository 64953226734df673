import type { ZodType } from 'zod'
import { ClubSchema } from '../../domain/club.ts'
import type { Database } from './connection.ts'
import { preparedQuery } from './prepared-query.ts'

// Read on hot paths (a credit reads the double-point days and tier multipliers).
const settingByKey = preparedQuery((db, v: { key: string }) => db.selectFrom('settings').select('value').where('key', '=', v.key))

/** Club-wide settings, one JSON value per key, each checked against its schema when read. */
export async function readSetting<T>(db: Database, key: string, schema: ZodType<T>): Promise<T | undefined> {
  const row = await settingByKey.first(db, { key })
  return row ? schema.parse(JSON.parse(row.value)) : undefined
}

export async function writeSetting(db: Database, key: string, value: unknown, at: Date): Promise<void> {
  const row = { key, value: JSON.stringify(value), updatedAt: at.toISOString() }
  await db
    .insertInto('settings')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, updatedAt: row.updatedAt }))
    .execute()
}

/** The club's name, as its messages sign them. */
export async function readClubName(db: Database): Promise<string> {
  return (await readSetting(db, 'club', ClubSchema))?.name ?? 'Baby Club'
}
