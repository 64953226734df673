import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenTestDatabase, openEmptyTestDatabase } from '../test-support/test-database.ts'
import { migrateToLatest } from './migrate.ts'
import { readSetting, writeSetting } from './settings.ts'
import { inTransaction } from './transaction.ts'
import { z } from 'zod'

let database: OpenTestDatabase
beforeEach(async () => {
  database = await openEmptyTestDatabase()
  await migrateToLatest(database.db)
})
afterEach(() => database.close())

const at = new Date('2026-06-02T02:00:00Z')
const counter = () => readSetting(database.db, 'counter', z.number())

describe('write transactions', () => {
  it('run "read, then write" as if one at a time, however many race', async () => {
    await writeSetting(database.db, 'counter', 0, at)
    const increments = Array.from({ length: 40 }, () =>
      inTransaction(database.db, async (trx) => {
        const now = (await readSetting(trx, 'counter', z.number()))!
        await writeSetting(trx, 'counter', now + 1, at)
        return now
      }),
    )
    // Each saw a different count: none was overtaken between its read and its write.
    expect((await Promise.all(increments)).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i))
    expect(await counter()).toBe(40)
  })

  it('undo a failing one alone, and answer each its own outcome', async () => {
    await writeSetting(database.db, 'counter', 0, at)
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        inTransaction(database.db, async (trx) => {
          const now = (await readSetting(trx, 'counter', z.number()))!
          await writeSetting(trx, 'counter', now + 1, at)
          if (i % 3 === 0) throw new Error(`work ${i} refused`)
          return i
        }),
      ),
    )
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([
      'work 0 refused', 1, 2, 'work 3 refused', 4, 5, 'work 6 refused', 7, 8, 'work 9 refused',
    ])
    expect(await counter()).toBe(6)
  })
})
