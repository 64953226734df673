import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openClubData } from './bootstrap.ts'
import { ManualClock } from './clock.ts'
import { loadConfig, type Config } from './config.ts'
import { ensureAdminAccount } from './db/admins.ts'
import { createLogger } from './logger.ts'
import { verifyPassword } from './services/passwords.ts'
import { newTestDatabase, type TestDatabase } from './test-support/test-database.ts'

let dataDir: string
let config: Config
const clock = new ManualClock('2026-06-02T02:00:00Z')
const logger = createLogger('silent')

let database: TestDatabase
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kelab-boot-'))
  database = await newTestDatabase({ empty: true })
  config = loadConfig({ DATA_DIR: dataDir, ...(database.url && { DATABASE_URL: database.url }) })
})
afterEach(async () => {
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('opening the data directory across restarts', () => {
  it('applies each migration once and seeds demo content once, keeping data', async () => {
    const first = await openClubData(config, clock, logger)
    const migrated = await first.db.selectFrom('kysely_migration' as never).selectAll().execute()
    expect(migrated.length).toBeGreaterThanOrEqual(4)
    const brands = await first.db.selectFrom('brands').select('id').execute()
    expect(brands.length).toBeGreaterThan(0)
    await first.db.insertInto('formats').values({ name: 'open' }).execute()
    await first.db.destroy()

    const second = await openClubData(config, clock, logger)
    const migratedAgain = await second.db.selectFrom('kysely_migration' as never).selectAll().execute()
    expect(migratedAgain).toEqual(migrated)
    expect(await second.db.selectFrom('brands').select('id').execute()).toHaveLength(brands.length)
    expect(await second.db.selectFrom('formats').select('name').where('name', '=', 'open').execute()).toHaveLength(1)
    await second.db.destroy()
  })
})

describe('the first admin', () => {
  it('is created once with a generated password that is stored only as a hash', async () => {
    const { db } = await openClubData(config, clock, logger)
    const created = await ensureAdminAccount(db, { username: 'admin', password: undefined }, clock.now())
    expect(created.generatedPassword).toMatch(/^[\w-]{16}$/)
    const row = await db.selectFrom('admins').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ username: 'admin', role: 'dev' })
    expect(row.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(row.passwordHash, created.generatedPassword!)).toBe(true)

    const again = await ensureAdminAccount(db, { username: 'admin', password: 'Another1!' }, clock.now())
    expect(again).toEqual({ created: false })
    expect(await db.selectFrom('admins').select('id').execute()).toHaveLength(1)
    await db.destroy()
  })
})
