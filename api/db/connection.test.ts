import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenTestDatabase, openEmptyTestDatabase } from '../test-support/test-database.ts'
import { engineOf } from './connection.ts'
import { migrateToLatest } from './migrate.ts'

let database: OpenTestDatabase
beforeAll(async () => {
  database = await openEmptyTestDatabase()
  await migrateToLatest(database.db)
})
afterAll(() => database.close())

describe('the club database', () => {
  it('pages with a new limit and offset on each run of the same statement', async () => {
    const { db } = database
    await db.insertInto('formats').values(['a', 'b', 'c', 'd', 'e'].map((name) => ({ name }))).execute()
    const page = (limit: number, offset: number) => db.selectFrom('formats').select('name').orderBy('name').limit(limit).offset(offset).execute()
    expect(await page(2, 1)).toEqual([{ name: 'b' }, { name: 'c' }])
    expect(await page(3, 2)).toEqual([{ name: 'c' }, { name: 'd' }, { name: 'e' }])
    expect(await page(1, 0)).toEqual([{ name: 'a' }])
  })

  it('writes a limit and offset on SQLite as expressions, which keep their statement fast (decision 158)', () => {
    const { sql } = database.db.selectFrom('formats').select('name').limit(2).offset(1).compile()
    expect(sql).toMatch(engineOf(database.db) === 'sqlite' ? /limit \(\? \+ 0\) offset \(\? \+ 0\)$/ : /limit \$1 offset \$2$/)
  })
})
