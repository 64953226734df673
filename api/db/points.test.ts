import { CompiledQuery, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenTestDatabase, openEmptyTestDatabase } from '../test-support/test-database.ts'
import { engineOf } from './connection.ts'
import { migrateToLatest } from './migrate.ts'
import { pointRecordPage } from './points.ts'

let database: OpenTestDatabase
beforeAll(async () => {
  database = await openEmptyTestDatabase()
  await migrateToLatest(database.db)
})
afterAll(() => database.close())

describe('a page of a member’s point records', () => {
  it('walks the member’s records back from the newest by index, sorting none of them', async () => {
    const { db } = database
    const values = [1, 2_147_483_647, -2_147_483_647, 2_147_483_647, 21]
    const plan = await db.transaction().execute(async (trx) => {
      if (engineOf(db) === 'sqlite') return trx.executeQuery(CompiledQuery.raw(`explain query plan ${pointRecordPage.sql(db)}`, values))
      // PostgreSQL plans a table this small however it likes; taking scans and sorts away leaves what the indexes can do.
      await sql`set local enable_seqscan = off`.execute(trx)
      await sql`set local enable_sort = off`.execute(trx)
      return trx.executeQuery(CompiledQuery.raw(`explain ${pointRecordPage.sql(db)}`, values))
    })
    const text = JSON.stringify(plan.rows)
    expect(text).toContain('points_ledger_member_id')
    expect(text).not.toMatch(/TEMP B-TREE|Sort/)
  })
})
