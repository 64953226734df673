import { Migrator } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenTestDatabase, openEmptyTestDatabase } from '../../test-support/test-database.ts'
import type { Database } from '../connection.ts'
import { migrations } from './index.ts'

let database: OpenTestDatabase
let db: Database
const migrator = () => new Migrator({ db, provider: { getMigrations: async () => migrations } })
beforeEach(async () => {
  database = await openEmptyTestDatabase()
  db = database.db
  await migrator().migrateTo('0018-otp-numbers')
})
afterEach(() => database.close())

describe('migration 0019: area names as written', () => {
  it('writes the federal territories of saved addresses WP, and nothing else', async () => {
    const at = '2026-06-02T02:00:00.000Z'
    const { id } = await db
      .insertInto('members')
      .values({ uuid: '00000000-0000-4000-8000-000000000001', name: 'Siti', number: '0110000001', email: 'siti@example.com', referralCode: 'CODE0001', tierResetDate: '2027-06-02', createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    const address = (state: string, city: string) => ({ memberId: id, line1: '1 Jalan Mawar', city, state, postcode: '50000', createdAt: at, updatedAt: at })
    await db.insertInto('addresses').values([address('Wp Kuala Lumpur', 'Kuala Lumpur'), address('Wp Labuan', 'Labuan'), address('Selangor', 'Wp Town')]).execute()
    await migrator().migrateToLatest()
    const states = await db.selectFrom('addresses').select(['state', 'city']).orderBy('id').execute()
    expect(states).toEqual([
      { state: 'WP Kuala Lumpur', city: 'Kuala Lumpur' },
      { state: 'WP Labuan', city: 'Labuan' },
      { state: 'Selangor', city: 'Wp Town' },
    ])
  })
})
