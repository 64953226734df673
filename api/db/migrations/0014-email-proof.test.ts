import { Migrator, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenTestDatabase, openEmptyTestDatabase } from '../../test-support/test-database.ts'
import { type Database, engineOf } from '../connection.ts'
import { migrateToLatest } from '../migrate.ts'
import { migrations } from './index.ts'

let database: OpenTestDatabase
let db: Database
beforeEach(async () => {
  database = await openEmptyTestDatabase()
  db = database.db
  await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo('0011-otp-sends')
})
afterEach(() => database.close())

const at = '2026-06-02T02:00:00.000Z'
/** How each engine words a broken unique constraint. */
const UNIQUE_VIOLATION = /UNIQUE constraint failed|duplicate key value violates unique constraint/
const member = (n: number, verifiedAt: string | null) => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Member ${n}`,
  number: `011000000${n}`,
  email: `member${n}@example.com`,
  referralCode: `CODE000${n}`,
  tierResetDate: '2027-06-02',
  verifiedAt,
  createdAt: at,
  updatedAt: at,
})

describe('migration 0012: emails proven by their link', () => {
  it('keeps every member with what hangs off them, and marks emails whose link was opened as proven', async () => {
    const [linked, texted] = await db.insertInto('members').values([member(1, at), member(2, at)]).returning('id').execute()
    await db.insertInto('addresses').values({ memberId: texted!.id, line1: '1 Jalan Mawar', city: 'Shah Alam', state: 'Selangor', postcode: '40000', createdAt: at, updatedAt: at }).execute()
    await db.insertInto('memberSessions').values({ memberId: texted!.id, tokenHash: 'hash', createdAt: at, expiresAt: at }).execute()
    await db.insertInto('emailLinks').values({ memberId: linked!.id, purpose: 'verify', datems: 1, usedAt: at }).execute()
    await db.insertInto('emailLinks').values({ memberId: texted!.id, purpose: 'verify', datems: 1, usedAt: null }).execute()

    await migrateToLatest(db)

    const rows = await db.selectFrom('members').select(['id', 'email', 'emailVerifiedAt']).orderBy('id').execute()
    expect(rows).toEqual([
      { id: linked!.id, email: 'member1@example.com', emailVerifiedAt: at },
      { id: texted!.id, email: 'member2@example.com', emailVerifiedAt: null },
    ])
    expect(await db.selectFrom('addresses').select('memberId').execute()).toEqual([{ memberId: texted!.id }])
    expect(await db.selectFrom('memberSessions').select('memberId').execute()).toEqual([{ memberId: texted!.id }])
    // SQLite rebuilds the table with foreign keys off for the while: they are back on after it.
    if (engineOf(db) === 'sqlite') {
      const { rows: foreignKeys } = await sql<{ foreignKeys: number }>`pragma foreign_keys`.execute(db)
      expect(foreignKeys).toEqual([{ foreignKeys: 1 }])
    }
  })

  it('lets pending signups share an email and a number, but not two verified members a number or two proofs an email', async () => {
    await migrateToLatest(db)
    await db.insertInto('members').values([member(1, null), { ...member(2, null), number: member(1, null).number, email: member(1, null).email }]).execute()
    await db.insertInto('members').values({ ...member(3, at), email: member(1, null).email }).execute()
    await expect(db.insertInto('members').values({ ...member(4, at), number: member(3, at).number }).execute()).rejects.toThrow(UNIQUE_VIOLATION)
    await db.updateTable('members').set({ emailVerifiedAt: at }).where('uuid', '=', member(3, at).uuid).execute()
    await expect(db.updateTable('members').set({ emailVerifiedAt: at }).where('uuid', '=', member(1, null).uuid).execute()).rejects.toThrow(UNIQUE_VIOLATION)
    await db.updateTable('members').set({ email: null }).where('uuid', '=', member(1, null).uuid).execute()
  })
})
