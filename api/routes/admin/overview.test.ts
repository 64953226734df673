import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Overview, OverviewDay } from '../../../domain/overview.ts'
import type { Tier } from '../../../domain/tiers.ts'
import { adminToken } from '../../test-support/admins.ts'
import { generateCodes, seededSize } from '../../test-support/code-batches.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, createMember, postJson } from '../../test-support/members.ts'
import { addPoints, memberId } from '../../test-support/points.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let dev: string

// The clock starts at 10:00 on Tuesday 2 June 2026 in Kuala Lumpur (02:00 UTC).
beforeAll(async () => {
  server = await startTestServer()
  dev = await adminToken(server)
})
afterAll(() => server.close())

const overview = (query: Record<string, string> = {}, token = dev) => fetch(`${server.api}/admin/fetch/overview?${new URLSearchParams(query)}`, { headers: bearer(token) })
const overviewOf = async (query: Record<string, string> = {}): Promise<Overview> => {
  const res = await overview(query)
  expect(res.status).toBe(200)
  return json(res)
}
/** The figures of one day, by date. */
const dayOf = (o: Overview, date: string) => o.days.find((d) => d.date === date)!
const ZERO = { signUps: 0, codesCredited: 0, receiptsApproved: 0, pointsEarned: 0, pointsSpent: 0 }

let serial = 0
/** A member written straight into the database, registered at `at` (verified then too unless `verified` is false). */
async function insertMember({ at, verified = true, tier = 'gold' }: { at: string; verified?: boolean; tier?: Tier }) {
  const n = ++serial
  const { id } = await server.deps.db
    .insertInto('members')
    .values({
      uuid: randomUUID(),
      name: 'Siti Aminah',
      number: `012${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`,
      email: `overview-${n}@example.com`,
      referralCode: `O${randomUUID().slice(0, 12)}`,
      tierResetDate: '2027-06-02',
      tier,
      verifiedAt: verified ? at : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** A finished batch holding codes scanned by `member` at the given times, and one code nobody scanned. */
async function insertScannedCodes(member: number, times: string[]) {
  const { sizeId } = await seededSize(server, 'Lembut Comfort', 'pants')
  const at = '2026-05-01T00:00:00.000Z'
  const { id: batchId } = await server.deps.db
    .insertInto('codeBatches')
    .values({ sizeId, points: 10, quantity: times.length + 1, generated: times.length + 1, status: 'done', fileName: null, claimedBy: null, leaseEndsAt: null, createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  const code = () => randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()
  await server.deps.db
    .insertInto('uniqueCodes')
    .values([...times.map((scannedAt) => ({ code: code(), batchId, scannedBy: member, scannedAt })), { code: code(), batchId, scannedBy: null, scannedAt: null }])
    .execute()
}

/** A receipt uploaded on 1 May, in the given state, decided at `decidedAt`. */
async function insertReceipt(member: number, status: 'pending' | 'approved' | 'rejected', decidedAt: string | null) {
  const retailer = await server.deps.db.selectFrom('retailers').select('id').orderBy('id').executeTakeFirstOrThrow()
  const unique = randomUUID()
  await server.deps.db
    .insertInto('receipts')
    .values({
      uuid: unique,
      memberId: member,
      retailerId: retailer.id,
      otherStore: null,
      receiptDate: '2026-05-01',
      invoiceNo: unique,
      duplicateKey: unique,
      fileName: `${unique}.png`,
      fileKind: 'image/png',
      fileSha256: unique,
      status,
      points: status === 'approved' ? 30 : null,
      reason: null,
      note: null,
      decidedBy: null,
      decidedAt,
      createdAt: '2026-05-01T03:00:00.000Z',
    })
    .execute()
}

describe('the overview', () => {
  it('shows a club without activity as the last 30 Malaysian days of zeros', async () => {
    const o = await overviewOf()
    expect(o.from).toBe('2026-05-04')
    expect(o.to).toBe('2026-06-02')
    expect(o.days).toHaveLength(30)
    expect(o.days.map((d) => d.date).slice(0, 2)).toEqual(['2026-05-04', '2026-05-05'])
    expect(o.days.every(({ date, ...figures }) => date && JSON.stringify(figures) === JSON.stringify(ZERO))).toBe(true)
    expect(o.totals).toEqual(ZERO)
    expect(o.tiers).toEqual({ gold: 0, platinum: 0, diamond: 0 })
  })

  it('counts each figure on its Malaysian day: 15:59:59 UTC is still the day, 16:00:00 UTC the next', async () => {
    // The days around 10 and 11 May 2026; nothing else in this file happens in May.
    const member = await insertMember({ at: '2026-04-01T02:00:00.000Z' })
    await insertMember({ at: '2026-05-09T15:59:59.999Z' }) // 9 May, before the range
    await insertMember({ at: '2026-05-09T16:00:00.000Z' }) // 00:00 on 10 May
    await insertMember({ at: '2026-05-10T15:59:59.999Z' }) // 23:59:59 on 10 May
    await insertMember({ at: '2026-05-10T16:00:00.000Z' }) // 11 May
    await insertMember({ at: '2026-05-10T05:00:00.000Z', verified: false }) // never verified: not a sign-up
    await insertMember({ at: '2026-05-11T16:00:00.000Z' }) // 12 May, after the range

    await insertScannedCodes(member, ['2026-05-09T15:59:59.000Z', '2026-05-09T16:00:00.000Z', '2026-05-10T15:59:59.000Z', '2026-05-10T15:59:59.999Z', '2026-05-11T16:00:00.000Z'])

    await insertReceipt(member, 'approved', '2026-05-10T15:59:59.000Z') // 10 May
    await insertReceipt(member, 'approved', '2026-05-10T16:00:00.000Z') // 11 May
    await insertReceipt(member, 'rejected', '2026-05-10T04:00:00.000Z')
    await insertReceipt(member, 'pending', null)

    await addPoints(server, member, 40, '2026-05-09T15:59:59.000Z') // 9 May
    await addPoints(server, member, 50, '2026-05-09T16:00:00.000Z') // 10 May
    await addPoints(server, member, -20, '2026-05-10T12:00:00.000Z', 'redemption') // 10 May
    await addPoints(server, member, 70, '2026-05-10T16:00:00.000Z', 'receipt') // 11 May
    await addPoints(server, member, -5, '2026-05-11T15:59:59.999Z', 'redemption') // 11 May
    await addPoints(server, member, -3, '2026-05-11T16:00:00.000Z', 'redemption') // 12 May

    const o = await overviewOf({ from: '2026-05-10', to: '2026-05-11' })
    expect(o.days).toEqual<OverviewDay[]>([
      { date: '2026-05-10', signUps: 2, codesCredited: 3, receiptsApproved: 1, pointsEarned: 50, pointsSpent: 20 },
      { date: '2026-05-11', signUps: 1, codesCredited: 0, receiptsApproved: 1, pointsEarned: 70, pointsSpent: 5 },
    ])
    expect(o.totals).toEqual({ signUps: 3, codesCredited: 3, receiptsApproved: 2, pointsEarned: 120, pointsSpent: 25 })

    // A wider range lists every day, the quiet ones as zeros.
    const week = await overviewOf({ from: '2026-05-07', to: '2026-05-13' })
    expect(week.days.map((d) => d.date)).toEqual(['2026-05-07', '2026-05-08', '2026-05-09', '2026-05-10', '2026-05-11', '2026-05-12', '2026-05-13'])
    expect(dayOf(week, '2026-05-07')).toEqual({ date: '2026-05-07', ...ZERO })
    expect(dayOf(week, '2026-05-09')).toEqual({ date: '2026-05-09', signUps: 1, codesCredited: 1, receiptsApproved: 0, pointsEarned: 40, pointsSpent: 0 })
    expect(dayOf(week, '2026-05-12')).toEqual({ date: '2026-05-12', signUps: 1, codesCredited: 1, receiptsApproved: 0, pointsEarned: 0, pointsSpent: 3 })
    expect(week.totals).toEqual({ signUps: 5, codesCredited: 5, receiptsApproved: 2, pointsEarned: 160, pointsSpent: 28 })
  })

  it('counts what members do through the API on the day they do it', async () => {
    server.clock.set('2026-06-20T17:30:00Z') // 01:30 on 21 June in Kuala Lumpur
    dev = await adminToken(server) // the first session has run out by then
    const { codes } = await generateCodes(server, dev, { quantity: 2, points: 25 })
    const member = await createMember(server)
    const credit = await json(await postJson(server, '/user/scancode', { code: codes[0] }, bearer(member.token)))
    expect(credit.points).toBeGreaterThan(0)
    const ledger = await server.deps.db.selectFrom('pointsLedger').select('points').where('memberId', '=', await memberId(server, member.uuid)).execute()

    const o = await overviewOf({ from: '2026-06-20', to: '2026-06-21' })
    expect(dayOf(o, '2026-06-20')).toEqual({ date: '2026-06-20', ...ZERO })
    expect(dayOf(o, '2026-06-21')).toEqual({
      date: '2026-06-21',
      signUps: 1,
      codesCredited: 1,
      receiptsApproved: 0,
      pointsEarned: ledger.reduce((sum, r) => sum + Math.max(r.points, 0), 0),
      pointsSpent: 0,
    })
    expect(ledger.map((r) => r.points)).toContain(credit.points)
    // The default range ends on the Malaysian today, already 21 June.
    expect((await overviewOf()).to).toBe('2026-06-21')
  })

  it('shows the verified members of each tier now', async () => {
    const before = (await overviewOf()).tiers
    await insertMember({ at: '2025-01-01T00:00:00.000Z', tier: 'platinum' })
    await insertMember({ at: '2025-01-01T00:00:00.000Z', tier: 'diamond' })
    await insertMember({ at: '2025-01-01T00:00:00.000Z', tier: 'diamond' })
    await insertMember({ at: '2025-01-01T00:00:00.000Z', tier: 'diamond', verified: false })
    await insertMember({ at: '2025-01-01T00:00:00.000Z' })
    expect((await overviewOf()).tiers).toEqual({ gold: before.gold + 1, platinum: before.platinum + 1, diamond: before.diamond + 2 })
  })

  it('takes a range of one day up to 366 days, and refuses half, reversed, malformed or longer ranges', async () => {
    expect((await overviewOf({ from: '2026-02-01', to: '2026-02-01' })).days).toHaveLength(1)
    const year = await overviewOf({ from: '2024-01-01', to: '2024-12-31' })
    expect(year.days).toHaveLength(366)
    expect(year.days.at(-1)!.date).toBe('2024-12-31')
    await expectError(await overview({ from: '2026-05-01' }), 422, 'dateRangeRequired')
    await expectError(await overview({ to: '2026-05-01' }), 422, 'dateRangeRequired')
    await expectError(await overview({ from: '2026-05-02', to: '2026-05-01' }), 422, 'overviewRangeInvalid')
    await expectError(await overview({ from: '2026-02-30', to: '2026-03-01' }), 422, 'overviewRangeInvalid')
    await expectError(await overview({ from: 'yesterday', to: '2026-03-01' }), 422, 'overviewRangeInvalid')
    await expectError(await overview({ from: '2025-01-01', to: '2026-01-02' }), 422, 'overviewRangeTooLong') // 367 days
    await expectError(await overview({ from: '2026-05-01', to: '2026-05-02', member: '1' }), 400, 'unknownField')
  })

  it('is for dev admins only: members and superadmins are refused', async () => {
    const member = await createMember(server)
    await expectError(await overview({}, member.token), 403, 'forbidden')
    await expectError(await overview({}, await adminToken(server, 'superadmin')), 403, 'forbidden')
    await expectError(await fetch(`${server.api}/admin/fetch/overview`), 401, 'unauthorized')
  })
})
