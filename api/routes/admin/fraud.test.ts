import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ACCOUNTS_PER_DEVICE,
  CODE_ATTEMPT_RETENTION_DAYS,
  type FraudReport,
  NETWORKS_PER_BATCH_DAY,
  REFUSED_CODES_PER_HOUR,
} from '../../../domain/fraud-signals.ts'
import { CODE_ALPHABET, newUniqueCode } from '../../../domain/unique-code.ts'
import { runHourlyJobs } from '../../services/hourly-jobs.ts'
import { adminToken } from '../../test-support/admins.ts'
import { generateCodes } from '../../test-support/code-batches.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { postJsonFrom } from '../../test-support/from-address.ts'
import { json } from '../../test-support/json.ts'
import { bearer, createMember, PASSWORD, postJson, signupPayload } from '../../test-support/members.ts'
import { lastOtp } from '../../test-support/outbox.ts'
import { newPng, sendReceipt } from '../../test-support/receipt-review.ts'
import { pointChart } from '../../test-support/receipts.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let admin: string
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** A member ready to use the API, with their id. */
async function newMember(overrides: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(server, overrides)
  const { id } = await server.deps.db.selectFrom('members').select('id').where('number', '=', member.number).executeTakeFirstOrThrow()
  return { ...member, id }
}

const MINUTE = 60_000
/** A Malaysian day's 10:00, where each test keeps its own activity. */
const morningOf = (day: string) => new Date(`${day}T10:00:00+08:00`)

/** Moves the clock to a test's day and signs a dev admin in there (sessions end as the clock moves on). */
async function startOn(at: Date) {
  server.clock.set(at)
  admin = await adminToken(server)
}

const report = async (range: { startDate?: string; endDate?: string } = {}, token = admin) =>
  fetch(`${server.api}/admin/fetch/fraud/signals?${new URLSearchParams(range)}`, { headers: bearer(token) })
const signals = async (day: string): Promise<FraudReport> => {
  const res = await report({ startDate: day, endDate: day })
  expect(res.status).toBe(200)
  return json(res)
}

/** A code whose check symbol passes but that no batch holds, and one whose check symbol fails. */
const unknownCode = () => newUniqueCode(randomBytes)
const badCheckCode = () => {
  const code = unknownCode()
  return code.slice(0, 9) + CODE_ALPHABET[(CODE_ALPHABET.indexOf(code[9]!) + 1) % 32]
}

/** Submits a code as the member, from a loopback address of its own (its network) and with a device cookie when given. */
const scan = (member: { token: string }, code: string, from: { address?: string; device?: string } = {}) =>
  postJsonFrom(server, from.address ?? '127.0.0.1', '/user/scancode', { code }, { ...bearer(member.token), ...(from.device && { cookie: `club_device=${from.device}` }) })

describe('the refusal log', () => {
  it('keeps each refused code with its reason, network and device, answers the member as before, and marks a credited code with where it came from', async () => {
    await startOn(morningOf('2026-06-02'))
    const { codes } = await generateCodes(server, admin, { quantity: 2 })
    const owner = await newMember()
    const guesser = await newMember()
    const from = { address: '127.0.3.9', device: 'browser-of-the-guesser' }

    expect(await scan(owner, codes[0]!, { address: '127.0.4.2', device: 'browser-of-the-owner' })).toMatchObject({ status: 200 })
    expect(await scan(guesser, 'ABC', from)).toMatchObject({ status: 422, body: { code: 'codeFormat' } })
    expect(await scan(guesser, badCheckCode(), from)).toMatchObject({ status: 422, body: { code: 'codeInvalid' } })
    expect(await scan(guesser, unknownCode(), from)).toMatchObject({ status: 422, body: { code: 'codeInvalid' } })
    expect(await scan(guesser, codes[0]!, from)).toMatchObject({ status: 422, body: { code: 'codeInvalid' } })
    // The owner's own code again is no refusal to log: the member is told it is theirs.
    expect(await scan(owner, codes[0]!)).toMatchObject({ status: 409, body: { code: 'codeAlreadyRegistered' } })

    const attempts = await server.deps.db.selectFrom('codeAttempts').selectAll().where('memberId', 'in', [owner.id, guesser.id]).orderBy('id').execute()
    expect(attempts.map((a) => [a.memberId, a.reason, a.network, a.device])).toEqual([
      [guesser.id, 'format', '127.0.3.0/24', from.device],
      [guesser.id, 'checkSymbol', '127.0.3.0/24', from.device],
      [guesser.id, 'unknown', '127.0.3.0/24', from.device],
      [guesser.id, 'taken', '127.0.3.0/24', from.device],
    ])
    expect(attempts[3]!.code).toBe(codes[0])
    const credited = await server.deps.db.selectFrom('uniqueCodes').select(['scanNetwork', 'scanDevice']).where('code', '=', codes[0]!).executeTakeFirstOrThrow()
    expect(credited).toEqual({ scanNetwork: '127.0.4.0/24', scanDevice: 'browser-of-the-owner' })
  })

  it('gives a browser without one a device cookie at sign-in, and keeps the one it has', async () => {
    const member = await newMember()
    const signIn = (cookie?: string) => postJson(server, '/user/signin', { email: member.email, password: PASSWORD }, cookie ? { cookie } : {})
    expect((await signIn()).headers.get('set-cookie')).toMatch(/^club_device=[\w-]{43};.*HttpOnly/)
    expect((await signIn('club_device=kept-device')).headers.get('set-cookie')).toBeNull()
  })

  it(`is purged by the hourly upkeep once ${CODE_ATTEMPT_RETENTION_DAYS} days old`, async () => {
    const start = morningOf('2026-07-01')
    await startOn(start)
    const member = await newMember()
    await scan(member, unknownCode())
    const kept = async () => (await server.deps.db.selectFrom('codeAttempts').select('id').where('memberId', '=', member.id).execute()).length
    server.clock.set(new Date(start.getTime() + CODE_ATTEMPT_RETENTION_DAYS * 86_400_000))
    await runHourlyJobs(server.deps)
    expect(await kept()).toBe(1)
    server.clock.set(new Date(start.getTime() + CODE_ATTEMPT_RETENTION_DAYS * 86_400_000 + 1))
    await runHourlyJobs(server.deps)
    expect(await kept()).toBe(0)
  })
})

describe('the fraud signals', () => {
  it(`list a member with ${REFUSED_CODES_PER_HOUR} refused codes within 60 minutes, with the codes, and not one whose refusals never fit ${REFUSED_CODES_PER_HOUR} in an hour`, async () => {
    const day = '2026-06-03'
    const start = morningOf(day).getTime()
    await startOn(morningOf(day))
    const guesser = await newMember({ name: 'Cuba Teka' })
    const careful = await newMember({ name: 'Hati Hati' })
    const sent: string[] = []
    // The guesser: 10 refusals 6 minutes apart (the last 54 minutes after the first), from two networks.
    for (let i = 0; i < REFUSED_CODES_PER_HOUR; i++) {
      server.clock.set(new Date(start + i * 6 * MINUTE))
      const code = i % 2 ? badCheckCode() : unknownCode()
      sent.push(code)
      expect((await scan(guesser, code, { address: i < 5 ? '127.0.5.1' : '127.0.6.1' })).status).toBe(422)
    }
    // The careful one: 10 refusals too, but the 10th a full hour after the first, so no 60 minutes hold more than 9.
    for (let i = 0; i < REFUSED_CODES_PER_HOUR; i++) {
      server.clock.set(new Date(start + (i === REFUSED_CODES_PER_HOUR - 1 ? 60 : i) * MINUTE))
      expect((await scan(careful, unknownCode())).status).toBe(422)
    }

    const { refusedCodes } = await signals(day)
    expect(refusedCodes).toHaveLength(1)
    const [signal] = refusedCodes
    expect(signal).toMatchObject({ member: { name: 'Cuba Teka', email: guesser.email }, at: new Date(start).toISOString(), count: 10, total: 10 })
    expect(signal!.member.id).toBe(guesser.id)
    expect(signal!.codes.map((c) => c.code)).toEqual(sent)
    expect(signal!.codes.map((c) => c.reason)).toEqual(sent.map((_, i) => (i % 2 ? 'checkSymbol' : 'unknown')))
    expect(signal!.networks).toEqual(['127.0.5.0/24', '127.0.6.0/24'])
    // Outside the range, nothing.
    expect((await signals('2026-06-04')).refusedCodes).toEqual([])
  })

  it(`list a device that ${ACCOUNTS_PER_DEVICE} accounts signed up on or sent codes from, with each account's uses, and not one of ${ACCOUNTS_PER_DEVICE - 1}`, async () => {
    const day = '2026-06-05'
    await startOn(morningOf(day))
    const { codes } = await generateCodes(server, admin, { quantity: 4 })
    // One account signs up on the shared browser; two others sign in there and send codes.
    const founder = signupPayload({ name: 'Pengasas' })
    const signup = await postJson(server, '/user/signup', founder, { cookie: 'club_device=shared-browser' })
    expect(signup.status).toBe(200)
    const otp = await lastOtp(server.deps.config.dataDir, founder.number)
    expect((await postJson(server, '/user/verify', { otp, number: founder.number, id: (await json(signup)).uuid, uniqueToken: founder.uniqueToken })).status).toBe(200)
    const second = await newMember({ name: 'Kedua' })
    const third = await newMember({ name: 'Ketiga' })
    expect((await scan(second, codes[0]!, { device: 'shared-browser' })).status).toBe(200)
    expect((await scan(second, codes[1]!, { device: 'shared-browser' })).status).toBe(200)
    expect((await scan(third, unknownCode(), { device: 'shared-browser' })).status).toBe(422)
    // Two accounts on another browser: not a signal.
    const fourth = await newMember()
    expect((await scan(fourth, codes[2]!, { device: 'family-tablet' })).status).toBe(200)
    expect((await scan(third, codes[3]!, { device: 'family-tablet' })).status).toBe(200)

    const { sharedDevices } = await signals(day)
    expect(sharedDevices).toHaveLength(1)
    const founderId = (await server.deps.db.selectFrom('members').select('id').where('number', '=', founder.number).executeTakeFirstOrThrow()).id
    expect(sharedDevices[0]).toEqual({
      device: createHash('sha256').update('shared-browser').digest('hex').slice(0, 12),
      at: morningOf(day).toISOString(),
      count: 3,
      members: [
        { id: founderId, name: 'Pengasas', email: founder.email, signedUp: true, codes: 0, refused: 0 },
        { id: second.id, name: 'Kedua', email: second.email, signedUp: false, codes: 2, refused: 0 },
        { id: third.id, name: 'Ketiga', email: third.email, signedUp: false, codes: 0, refused: 1 },
      ],
    })
    expect((await signals('2026-06-06')).sharedDevices).toEqual([])
  })

  it(`list a batch credited from ${NETWORKS_PER_BATCH_DAY} networks in one Malaysian day, and not one whose networks are spread over two days`, async () => {
    const day = '2026-06-08'
    await startOn(morningOf(day))
    const spread = await generateCodes(server, admin, { quantity: 6, brand: 'Lembut Comfort' })
    const local = await generateCodes(server, admin, { quantity: 5 })
    const members = [await newMember({ name: 'Ahmad Satu' }), await newMember({ name: 'Bala Dua' })]
    // Six codes of one batch from five networks (two from the first), the last at 23:59 Malaysian time.
    for (let i = 0; i < 6; i++) {
      if (i === 5) server.clock.set(new Date(`${day}T23:59:00+08:00`))
      expect((await scan(members[i % 2]!, spread.codes[i]!, { address: `127.0.${10 + Math.max(0, i - 1)}.1` })).status).toBe(200)
    }
    // The other batch: four networks that day, the fifth just after midnight.
    server.clock.set(morningOf(day))
    for (let i = 0; i < 5; i++) {
      if (i === 4) server.clock.set(new Date(`${day}T16:00:00Z`))
      expect((await scan(members[0]!, local.codes[i]!, { address: `127.0.${20 + i}.1` })).status).toBe(200)
    }
    admin = await adminToken(server)

    const { batchPlaces } = await signals(day)
    expect(batchPlaces).toHaveLength(1)
    expect(batchPlaces[0]).toMatchObject({
      batchId: spread.batchId,
      brand: 'Lembut Comfort',
      day,
      count: 5,
      scans: 6,
      networks: [
        { network: '127.0.10.0/24', scans: 2 },
        { network: '127.0.11.0/24', scans: 1 },
        { network: '127.0.12.0/24', scans: 1 },
        { network: '127.0.13.0/24', scans: 1 },
        { network: '127.0.14.0/24', scans: 1 },
      ],
    })
    expect(batchPlaces[0]!.members.map((m) => m.id)).toEqual(members.map((m) => m.id))
    // Both days in one range: each day is counted on its own.
    expect((await report({ startDate: day, endDate: '2026-06-09' }).then(json)).batchPlaces.map((b: { batchId: number }) => b.batchId)).toEqual([spread.batchId])
  })

  it('list a receipt image two members uploaded, or one member three times, and not one member twice', async () => {
    const day = '2026-06-12'
    await startOn(morningOf(day))
    const [a, b, c, d] = [await newMember(), await newMember(), await newMember(), await newMember()]
    const { store, skus } = await pointChart(server, a.token)
    const upload = async (member: { token: string }, png: Uint8Array) => {
      const res = await sendReceipt(server, member.token, { retailerId: store.value, products: [{ skuId: skus[0]!.value, quantity: 1 }], png })
      expect(res.status).toBe(200)
      return (await json(res)).receipt.id as string
    }
    // An image may come again only once the receipt that had it is rejected.
    const reject = async (id: string) => {
      expect((await postJson(server, '/admin/setting/receipt/reject', { id, reason: 'unreadable' }, bearer(admin))).status).toBe(200)
      return id
    }
    const [shared, thrice, twice] = [newPng(), newPng(), newPng()]
    const sharedIds = [await reject(await upload(a, shared))]
    const sharedLast = await upload(b, shared)
    const thriceIds = [await reject(await upload(c, thrice)), await reject(await upload(c, thrice))]
    await upload(c, thrice)
    await reject(await upload(d, twice))
    await upload(d, twice)

    const { sameImages } = await signals(day)
    const digest = (png: Uint8Array) => createHash('sha256').update(png).digest('hex').slice(0, 12)
    expect(sameImages.map((s) => [s.digest, s.count, s.members.map((m) => m.id)])).toEqual([
      [digest(thrice), 3, [c.id]],
      [digest(shared), 2, [a.id, b.id]],
    ])
    const sharedSignal = sameImages[1]!
    expect(sharedSignal.receipts.map((r) => [r.id, r.memberId, r.status])).toEqual([
      [sharedIds[0], a.id, 'rejected'],
      [sharedLast, b.id, 'pending'],
    ])
    expect(sameImages[0]!.receipts.slice(0, 2).map((r) => r.id)).toEqual(thriceIds)
    expect((await signals('2026-06-13')).sameImages).toEqual([])
  })

  it('answer the last 7 Malaysian days when no range is given, and refuse half a range, a reversed one or one past 31 days', async () => {
    await startOn(new Date('2026-06-20T17:00:00Z')) // 21 June, 01:00 in Malaysia
    const res = await report()
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({ startDate: '2026-06-15', endDate: '2026-06-21' })
    expect((await report({ startDate: '2026-05-01', endDate: '2026-05-31' })).status).toBe(200)
    await expectError(await report({ startDate: '2026-06-01' }), 422, 'dateRangeRequired')
    await expectError(await report({ startDate: '2026-05-01', endDate: '2026-06-01' }), 422, 'fraudRangeInvalid')
    await expectError(await report({ startDate: '2026-06-02', endDate: '2026-06-01' }), 422, 'fraudRangeInvalid')
  })

  it('are refused to members and to superadmins', async () => {
    await startOn(morningOf('2026-06-02'))
    const member = await newMember()
    expect((await report({}, member.token)).status).toBe(403)
    expect((await report({}, await adminToken(server, 'superadmin'))).status).toBe(403)
  })
})
