import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../bootstrap.ts'
import { type Database, openDatabase } from '../db/connection.ts'
import { CHILD_ADMIN, type ChildServer, startChildServer } from '../test-support/child-server.ts'
import { json } from '../test-support/json.ts'
import { bearer, postJson } from '../test-support/members.ts'
import { newTestDatabase, type TestDatabase } from '../test-support/test-database.ts'

// The real server in a child process, killed with SIGKILL in the middle of a batch and started
// again on the same data, as a crash or an OOM kill would.
let dataDir: string
let database: TestDatabase
let server: ChildServer | undefined
let db: Database | undefined
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kelab-crash-'))
  database = await newTestDatabase()
})
afterAll(async () => {
  await db?.destroy()
  await server?.kill()
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const QUANTITY = 300_000
const KILLS = 3

describe('a code batch through kill -9', () => {
  it('ends done, with a CSV of exactly its codes', { timeout: 240_000 }, async () => {
    server = await startChildServer(dataDir, database.url)
    const { token } = await json(await postJson(server, '/admin/auth/login', CHILD_ADMIN))
    db = openDatabase(database.url ?? path.join(dataDir, DATABASE_FILE))
    const size = await db.selectFrom('sizes').select(['id as sizeId', 'brandId', 'formatId']).orderBy('id').limit(1).executeTakeFirstOrThrow()
    const { id } = await json(await postJson(server, '/admin/setting/code/generate', { ...size, quantity: QUANTITY, points: 10 }, bearer(token)))
    const progress = () => db!.selectFrom('codeBatches').select(['generated', 'status']).where('id', '=', id).executeTakeFirstOrThrow()

    // Killed each time a few more chunks have committed, then started again; the restart carries on.
    let killedAt = 0
    for (let kill = 1; kill <= KILLS; kill++) {
      const next = (kill * QUANTITY) / (KILLS + 2)
      await expect.poll(async () => (await progress()).generated, { interval: 5, timeout: 120_000 }).toBeGreaterThanOrEqual(next)
      await server.kill()
      const stopped = await progress()
      expect(stopped.status).toBe('generating')
      expect(stopped.generated).toBeGreaterThan(killedAt)
      expect(stopped.generated).toBeLessThan(QUANTITY)
      killedAt = stopped.generated
      server = await startChildServer(dataDir, database.url)
    }
    await expect.poll(async () => (await progress()).status, { interval: 50, timeout: 120_000 }).toBe('done')

    const codes = (await db.selectFrom('uniqueCodes').select('code').where('batchId', '=', id).orderBy('code').execute()).map((r) => r.code)
    expect(codes).toHaveLength(QUANTITY)
    const login = await json(await postJson(server, '/admin/auth/login', CHILD_ADMIN))
    const csv = await (await fetch(`${server.api}/admin/fetch/dashboard/code/batch/file?id=${id}`, { headers: bearer(login.token) })).text()
    const [header, ...rows] = csv.trimEnd().split('\n')
    expect(header).toBe('code')
    expect(rows.sort()).toEqual(codes)
  })
})
