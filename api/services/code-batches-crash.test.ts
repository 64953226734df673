import { describe, expect, it } from 'vitest'
import { CHILD_ADMIN } from '../test-support/child-server.ts'
import { crashGround } from '../test-support/crash-ground.ts'
import { json } from '../test-support/json.ts'
import { bearer, postJson } from '../test-support/members.ts'

// The real server in a child process, killed with SIGKILL in the middle of a batch and started
// again on the same data, as a crash or an OOM kill would.
const ground = crashGround('kelab-crash-')

const QUANTITY = 300_000
const KILLS = 3

describe('a code batch through kill -9', () => {
  it('ends done, with a CSV of exactly its codes', { timeout: 240_000 }, async () => {
    let server = await ground.start()
    const { token } = await json(await postJson(server, '/admin/auth/login', CHILD_ADMIN))
    const db = ground.db
    const size = await db.selectFrom('sizes').select(['id as sizeId', 'brandId', 'formatId']).orderBy('id').limit(1).executeTakeFirstOrThrow()
    const { id } = await json(await postJson(server, '/admin/setting/code/generate', { ...size, quantity: QUANTITY, points: 10 }, bearer(token)))
    const progress = () => db.selectFrom('codeBatches').select(['generated', 'status']).where('id', '=', id).executeTakeFirstOrThrow()

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
      server = await ground.start()
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
