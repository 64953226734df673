import { sql } from 'kysely'
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

  it('writes a bound limit on SQLite as an expression, which SQLite does not prepare again on every run (decision 158)', () => {
    const { db } = database
    const bound = db.selectFrom('formats').select('name').limit(2).offset(1).compile().sql
    expect(bound).toMatch(engineOf(db) === 'sqlite' ? /limit \(\? \+ 0\) offset \?$/ : /limit \$1 offset \$2$/)
    expect(db.selectFrom('formats').select('name').limit(sql.lit(2)).compile().sql).toMatch(/limit 2$/)
  })
})
