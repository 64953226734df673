import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken } from '../test-support/admins.ts'
import { generateCodes } from '../test-support/code-batches.ts'
import { bearer, createMember, postJson } from '../test-support/members.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { runHourlyJobs } from './hourly-jobs.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const DAY = 86_400_000
const scan = (token: string, code: string, key: string) => postJson(server, '/user/scancode', { code }, { ...bearer(token), 'Idempotency-Key': key })
const keys = async () => (await server.deps.db.selectFrom('idempotencyKeys').select('key').orderBy('key').execute()).map((k) => k.key)

describe('the hourly jobs', () => {
  it('purge idempotency keys after 30 days, and a second run changes nothing', async () => {
    const { codes } = await generateCodes(server, await adminToken(server), { quantity: 2 })
    const start = server.clock.now().getTime()
    const early = await createMember(server)
    expect((await scan(early.token, codes[0]!, 'early-key-1')).status).toBe(200)
    server.clock.set(new Date(start + 10 * DAY))
    const later = await createMember(server)
    expect((await scan(later.token, codes[1]!, 'later-key-1')).status).toBe(200)

    // 30 days to the millisecond after the first key: still kept, for a replay from a slow queue.
    server.clock.set(new Date(start + 30 * DAY))
    await runHourlyJobs(server.deps)
    expect(await keys()).toEqual(['early-key-1', 'later-key-1'])

    server.clock.set(new Date(start + 30 * DAY + 1))
    await runHourlyJobs(server.deps)
    expect(await keys()).toEqual(['later-key-1'])
    await runHourlyJobs(server.deps)
    expect(await keys()).toEqual(['later-key-1'])
    expect(server.logs.filter((l) => l.includes('idempotency_keys_purge_done')).map((l) => JSON.parse(l).count)).toEqual([1])
  })
})
