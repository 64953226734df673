import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenTestDatabase, openEmptyTestDatabase } from '../test-support/test-database.ts'
import { engineOf, openDatabase } from './connection.ts'
import { keptUntilWrite } from './kept-until-write.ts'
import { migrateToLatest } from './migrate.ts'

let database: OpenTestDatabase
beforeAll(async () => {
  database = await openEmptyTestDatabase()
  await migrateToLatest(database.db)
})
afterAll(() => database.close())

/** The formats' names, and how many times the database was read for them. */
function countedFormats() {
  let reads = 0
  const formats = keptUntilWrite(async (db) => {
    reads++
    return (await db.selectFrom('formats').select('name').orderBy('name').execute()).map((r) => r.name)
  })
  return { formats, reads: () => reads }
}

describe('a read kept until the next write', () => {
  it('is read again after every write to the database, on either engine, and kept between writes on SQLite alone', async () => {
    const { db } = database
    const { formats, reads } = countedFormats()
    expect(await formats(db)).toEqual([])
    expect(await formats(db)).toEqual([])
    // PostgreSQL gives no cheap sign of another instance's write: every call reads.
    expect(reads()).toBe(engineOf(db) === 'sqlite' ? 1 : 2)
    await db.insertInto('formats').values({ name: 'tape' }).execute()
    expect(await formats(db)).toEqual(['tape'])
    await db.updateTable('formats').set({ name: 'pants' }).where('name', '=', 'tape').execute()
    expect(await formats(db)).toEqual(['pants'])
    expect(await formats(db)).toEqual(['pants'])
    expect(reads()).toBe(engineOf(db) === 'sqlite' ? 3 : 5)
  })

  it('sees a write by another connection to the database, as by another process', async () => {
    const { db, location } = database
    const { formats } = countedFormats()
    const before = await formats(db)
    const other = openDatabase(location)
    try {
      await other.insertInto('formats').values({ name: 'swim' }).execute()
    } finally {
      await other.destroy()
    }
    expect(await formats(db)).toEqual([...before, 'swim'].sort())
  })

  it('sees a write within a transaction once it commits, and keeps nothing of one rolled back', async () => {
    const { db } = database
    const { formats } = countedFormats()
    const before = await formats(db)
    await db.transaction().execute((trx) => trx.insertInto('formats').values({ name: 'night' }).execute())
    expect(await formats(db)).toEqual([...before, 'night'].sort())
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('formats').values({ name: 'lost' }).execute()
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await formats(db)).toEqual([...before, 'night'].sort())
  })

  it('keeps no failed read: the next call reads again', async () => {
    let calls = 0
    const flaky = keptUntilWrite(async () => {
      calls++
      if (calls === 1) throw new Error('database away')
      return 'read'
    })
    await expect(flaky(database.db)).rejects.toThrow('database away')
    expect(await flaky(database.db)).toBe('read')
    expect(calls).toBe(2)
  })
})
