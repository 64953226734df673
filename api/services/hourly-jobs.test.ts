import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessDate, businessDayStart } from '../../domain/business-time.ts'
import { adminToken } from '../test-support/admins.ts'
import { generateCodes } from '../test-support/code-batches.ts'
import { bearer, createMember, postJson, signupPayload } from '../test-support/members.ts'
import { lastLink } from '../test-support/outbox.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { runHourlyJobs } from './hourly-jobs.ts'
import { hashToken } from './tokens.ts'

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

describe('the hourly purges', () => {
  const MINUTE = 60_000
  const HOUR = 60 * MINUTE
  const count = async (rows: Promise<unknown[]>) => (await rows).length

  it('delete each kind of row once nothing reads it, and a second run changes nothing', async () => {
    const db = server.deps.db
    const t0 = server.clock.now().getTime()
    const midnight = businessDayStart(businessDate(server.clock.now())).getTime() + DAY
    const wrongSignIn = (email: string) => postJson(server, '/user/signin', { email, password: 'Wrong-pass1!' })
    // A pending signup, a member locked by 5 wrong passwords, one with 2 (a count, not a lock), an admin.
    const pending = signupPayload()
    expect((await postJson(server, '/user/signup', pending)).status).toBe(200)
    const locked = await createMember(server)
    for (let i = 0; i < 5; i++) await wrongSignIn(locked.email)
    const counting = await createMember(server)
    for (let i = 0; i < 2; i++) await wrongSignIn(counting.email)
    const admin = await adminToken(server)
    for (const who of [pending, locked, counting]) await lastLink(server.deps.config.dataDir, who.email, '/registration/confirm-and-verify')

    const numbers = [pending.number, locked.number, counting.number]
    const emails = [pending.email, locked.email, counting.email]
    const memberIds = (await db.selectFrom('members').select('id').where('number', 'in', numbers).execute()).map((m) => m.id)
    const left = async () => ({
      otpSends: await count(db.selectFrom('otpSends').select('id').where('number', 'in', numbers).execute()),
      otpNumbers: await count(db.selectFrom('otpNumbers').select('number').where('number', 'in', numbers).execute()),
      otps: await count(db.selectFrom('otps').select('id').where('number', 'in', numbers).execute()),
      emailLinks: await count(db.selectFrom('emailLinks').select('id').where('memberId', 'in', memberIds).execute()),
      emailQueue: await count(db.selectFrom('emailQueue').select('id').where('recipient', 'in', emails).execute()),
      signInLocks: await count(db.selectFrom('signInLocks').select('failed').where('account', 'in', memberIds.map((id) => `member:${id}`)).execute()),
      memberSessions: await count(db.selectFrom('memberSessions').select('id').where('memberId', 'in', memberIds).execute()),
      adminSessions: await count(db.selectFrom('adminSessions').select('id').where('tokenHash', '=', hashToken(admin)).execute()),
    })
    const after = async (ms: number) => {
      server.clock.set(new Date(t0 + ms))
      await runHourlyJobs(server.deps)
      return left()
    }

    const all = { otpSends: 3, otpNumbers: 3, otps: 3, emailLinks: 3, emailQueue: 3, signInLocks: 2, memberSessions: 2, adminSessions: 1 }
    expect(await after(0)).toEqual(all)
    expect(await after(10 * MINUTE - 1)).toEqual(all)
    // OTPs once expired (10 minutes); the lock once it has run out (30 minutes), not the count of 2.
    expect(await after(10 * MINUTE)).toEqual({ ...all, otps: 0 })
    expect(await after(30 * MINUTE)).toEqual({ ...all, otps: 0, signInLocks: 1 })
    // Texts counted, and the numbers' rows, once out of the hour the limits read.
    expect(await after(HOUR)).toEqual({ ...all, otps: 0, signInLocks: 1 })
    const lastHour = { ...all, otps: 0, signInLocks: 1, otpSends: 0, otpNumbers: 0 }
    expect(await after(HOUR + 1)).toEqual(lastHour)
    // Sessions once expired (12 hours for the back office); links and emails once their Malaysian day is over.
    expect(await after(12 * HOUR)).toEqual({ ...lastHour, adminSessions: 0 })
    expect(await after(midnight - t0 - 1)).toEqual({ ...lastHour, adminSessions: 0 })
    const nextDay = { ...lastHour, adminSessions: 0, emailLinks: 0, emailQueue: 0 }
    expect(await after(midnight - t0)).toEqual(nextDay)
    expect(await after(180 * DAY)).toEqual({ ...nextDay, memberSessions: 0 })

    const logged = server.logs.length
    await runHourlyJobs(server.deps)
    expect(await left()).toEqual({ ...nextDay, memberSessions: 0 })
    expect(server.logs.slice(logged).filter((l) => l.includes('_purge_'))).toEqual([])
  })
})
