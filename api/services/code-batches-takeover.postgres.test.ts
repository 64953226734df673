import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/connection.ts'
import { CHILD_ADMIN, type ChildServer, startChildServer } from '../test-support/child-server.ts'
import { json } from '../test-support/json.ts'
import { bearer, postJson } from '../test-support/members.ts'
import { newTestDatabase, type TestDatabase } from '../test-support/test-database.ts'
import { BATCH_LEASE_MS } from './code-batches.ts'

// Two real server processes on one PostgreSQL database sharing one data directory (FILES_DIR):
// the instance generating a batch is killed with SIGKILL, and the other carries the batch on.
let dataDir: string
let database: TestDatabase
let db: Database
let generating: ChildServer
let other: ChildServer
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kelab-takeover-'))
  database = await newTestDatabase()
  generating = await startChildServer(dataDir, database.url)
  other = await startChildServer(dataDir, database.url)
  db = openDatabase(database.url!)
})
afterAll(async () => {
  await db?.destroy()
  await generating?.kill()
  await other?.kill()
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const QUANTITY = 300_000

describe('a code batch whose instance dies', () => {
  it('shows its progress on every instance, and is finished by another, with a CSV of exactly its codes', { timeout: 240_000 }, async () => {
    const login = async (server: ChildServer) => (await json(await postJson(server, '/admin/auth/login', CHILD_ADMIN))).token as string
    const size = await db.selectFrom('sizes').select(['id as sizeId', 'brandId', 'formatId']).orderBy('id').limit(1).executeTakeFirstOrThrow()
    const { id } = await json(await postJson(generating, '/admin/setting/code/generate', { ...size, quantity: QUANTITY, points: 10 }, bearer(await login(generating))))
    const otherToken = await login(other)
    const seenByOther = async () => {
      const { batches } = await json(await fetch(`${other.api}/admin/fetch/dashboard/code/batch`, { headers: bearer(otherToken) }))
      return batches.find((b: { id: number }) => b.id === id) as { generated: number; status: string }
    }

    await expect.poll(async () => (await seenByOther()).generated, { interval: 5, timeout: 120_000 }).toBeGreaterThanOrEqual(QUANTITY / 5)
    await generating.kill()
    const stopped = await seenByOther()
    expect(stopped.status).toBe('generating')
    expect(stopped.generated).toBeLessThan(QUANTITY)

    // Once the dead instance's claim runs out, the other takes the batch over.
    await expect.poll(async () => (await seenByOther()).status, { interval: 100, timeout: BATCH_LEASE_MS + 120_000 }).toBe('done')
    const codes = (await db.selectFrom('uniqueCodes').select('code').where('batchId', '=', id).orderBy('code').execute()).map((r) => r.code)
    expect(codes).toHaveLength(QUANTITY)
    const csv = await (await fetch(`${other.api}/admin/fetch/dashboard/code/batch/file?id=${id}`, { headers: bearer(otherToken) })).text()
    const [header, ...rows] = csv.trimEnd().split('\n')
    expect(header).toBe('code')
    expect(rows.sort()).toEqual(codes)
  })
})
