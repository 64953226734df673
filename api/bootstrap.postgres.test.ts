import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { demoBrands } from './db/seed/demo-content.ts'
import { openClubData } from './bootstrap.ts'
import { ManualClock } from './clock.ts'
import { loadConfig } from './config.ts'
import { ensureAdminAccount } from './db/admins.ts'
import { createLogger } from './logger.ts'
import { newTestDatabase, type TestDatabase } from './test-support/test-database.ts'

let database: TestDatabase
const dataDirs: string[] = []
beforeEach(async () => {
  database = await newTestDatabase({ empty: true })
})
afterEach(async () => {
  await database.drop()
  for (const dir of dataDirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

/** An instance's start-up on a machine of its own (its own data directory), on the shared database. */
async function startInstance() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kelab-instance-'))
  dataDirs.push(dataDir)
  return openClubData(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url! }), new ManualClock('2026-06-02T02:00:00Z'), createLogger('silent'))
}

describe('instances starting at once on one empty PostgreSQL', () => {
  it('migrate and seed it once, share one link secret, and create the first admin once', async () => {
    const instances = await Promise.all([startInstance(), startInstance(), startInstance()])
    try {
      const { db } = instances[0]
      expect(await db.selectFrom('brands').select('name').execute()).toHaveLength(demoBrands.length)
      expect(new Set(instances.map((i) => i.linkSecret)).size).toBe(1)
      // Each instance's server then makes sure the first admin exists: one creates it.
      const admins = await Promise.all(instances.map((i) => ensureAdminAccount(i.db, { username: 'admin', password: undefined }, new Date())))
      expect(admins.filter((a) => a.created)).toHaveLength(1)
      expect(await db.selectFrom('admins').select('username').execute()).toEqual([{ username: 'admin' }])
    } finally {
      for (const instance of instances) await instance.db.destroy()
    }
  })
})
