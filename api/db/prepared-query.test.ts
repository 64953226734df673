import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenTestDatabase, openEmptyTestDatabase } from '../test-support/test-database.ts'
import { migrateToLatest } from './migrate.ts'
import { preparedQuery } from './prepared-query.ts'

let database: OpenTestDatabase
beforeAll(async () => {
  database = await openEmptyTestDatabase()
  await migrateToLatest(database.db)
})
afterAll(() => database.close())

const at = '2026-06-02T02:00:00.000Z'
const insertFormat = preparedQuery((db, v: { name: string }) => db.insertInto('formats').values({ name: v.name }))
const formatsNamed = preparedQuery((db, v: { first: string; second: string }) =>
  db.selectFrom('formats').select('name').where((eb) => eb.or([eb('name', '=', v.first), eb('name', '=', v.second)])).orderBy('name'),
)
const rename = preparedQuery((db, v: { from: string; to: string }) => db.updateTable('formats').set({ name: v.to }).where('name', '=', v.from))

describe('a prepared query', () => {
  it('runs with the values of each call, compiled once', async () => {
    const { db } = database
    for (const name of ['tape', 'pants', 'swim']) expect(await insertFormat.changed(db, { name })).toBe(1)
    expect(await formatsNamed.all(db, { first: 'tape', second: 'swim' })).toEqual([{ name: 'swim' }, { name: 'tape' }])
    expect(await formatsNamed.all(db, { first: 'pants', second: 'none' })).toEqual([{ name: 'pants' }])
    expect(await rename.changed(db, { from: 'swim', to: 'swimwear' })).toBe(1)
    expect(await rename.changed(db, { from: 'swim', to: 'again' })).toBe(0)
    expect(await formatsNamed.first(db, { first: 'swimwear', second: at })).toEqual({ name: 'swimwear' })
  })

  it('refuses to be built by spreading its values, which would lose them', async () => {
    const spread = preparedQuery((db, v: { name: string }) => db.insertInto('formats').values({ ...v }))
    await expect(spread.changed(database.db, { name: 'lost' })).rejects.toThrow(/names each of its values/)
  })
})

describe('a prepared read', () => {
  it('runs while the connection is held by something else that waits for it', async () => {
    const { db } = database
    await insertFormat.changed(db, { name: 'held' })
    // Through Kysely's queue for SQLite's one connection, this read would wait for the holder, which waits for it.
    const seen = await db.connection().execute(() => formatsNamed.all(db, { first: 'held', second: 'none' }))
    expect(seen).toEqual([{ name: 'held' }])
  })

  it('never sees what another request’s transaction has not committed', async () => {
    const { db } = database
    let read: Promise<unknown> | undefined
    await expect(
      db.transaction().execute(async (trx) => {
        await insertFormat.changed(trx, { name: 'uncommitted' })
        read = formatsNamed.all(db, { first: 'uncommitted', second: 'none' })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await read).toEqual([])
  })
})
