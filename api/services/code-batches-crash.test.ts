import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../bootstrap.ts'
import { CHILD_ADMIN, type ChildServer, startChildServer } from '../test-support/child-server.ts'
import { json } from '../test-support/json.ts'
import { bearer, postJson } from '../test-support/members.ts'

// The real server in a child process, killed with SIGKILL in the middle of a batch and started
// again on the same data, as a crash or an OOM kill would.
let dataDir: string
let server: ChildServer | undefined
let db: SQLite.Database | undefined
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kelab-crash-'))
})
afterAll(async () => {
  db?.close()
  await server?.kill()
  await rm(dataDir, { recursive: true, force: true })
})

const QUANTITY = 300_000
const KILLS = 3

describe('a code batch through kill -9', () => {
  it('ends done, with a CSV of exactly its codes', { timeout: 240_000 }, async () => {
    server = await startChildServer(dataDir)
    const { token } = await json(await postJson(server, '/admin/auth/login', CHILD_ADMIN))
    db = new SQLite(path.join(dataDir, DATABASE_FILE), { fileMustExist: true })
    const size = db.prepare('select id as sizeId, brand_id as brandId, format_id as formatId from sizes order by id limit 1').get() as object
    const { id } = await json(await postJson(server, '/admin/setting/code/generate', { ...size, quantity: QUANTITY, points: 10 }, bearer(token)))
    const progress = () => db!.prepare('select generated, status from code_batches where id = ?').get(id) as { generated: number; status: string }

    // Killed each time a few more chunks have committed, then started again; the restart carries on.
    let killedAt = 0
    for (let kill = 1; kill <= KILLS; kill++) {
      const next = (kill * QUANTITY) / (KILLS + 2)
      await expect.poll(() => progress().generated, { interval: 5, timeout: 120_000 }).toBeGreaterThanOrEqual(next)
      await server.kill()
      const stopped = progress()
      expect(stopped.status).toBe('generating')
      expect(stopped.generated).toBeGreaterThan(killedAt)
      expect(stopped.generated).toBeLessThan(QUANTITY)
      killedAt = stopped.generated
      server = await startChildServer(dataDir)
    }
    await expect.poll(() => progress().status, { interval: 50, timeout: 120_000 }).toBe('done')

    const codes = db.prepare('select code from unique_codes where batch_id = ? order by code').pluck().all(id) as string[]
    expect(codes).toHaveLength(QUANTITY)
    const login = await json(await postJson(server, '/admin/auth/login', CHILD_ADMIN))
    const csv = await (await fetch(`${server.api}/admin/fetch/dashboard/code/batch/file?id=${id}`, { headers: bearer(login.token) })).text()
    const [header, ...rows] = csv.trimEnd().split('\n')
    expect(header).toBe('code')
    expect(rows.sort()).toEqual(codes)
  })
})
