import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRACKING_RETENTION_DAYS } from '../../domain/tracking.ts'
import { purgeTrackingEvents } from '../db/tracking-events.ts'
import { adminToken } from '../test-support/admins.ts'
import { insertDonateItem, insertWisher } from '../test-support/charity.ts'
import { generateCodes } from '../test-support/code-batches.ts'
import { json } from '../test-support/json.ts'
import { bearer, createMember, PASSWORD, postJson } from '../test-support/members.ts'
import { pointChart, receiptForm, tinyPng, uploadReceipt } from '../test-support/receipts.ts'
import { insertSample } from '../test-support/samples.ts'
import { insertShopItem, insertShopper } from '../test-support/shop.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { insertVoucherType } from '../test-support/vouchers.ts'

let server: TestServer
let admin: string
beforeAll(async () => {
  server = await startTestServer() // the clock reads 2 June 2026, 10:00 in Kuala Lumpur
  admin = await adminToken(server)
})
afterAll(() => server.close())

const consent = (token: string, given: boolean) => postJson(server, '/user/tracking/consent', { consent: given }, bearer(token))
const idOf = async (uuid: string) => (await server.deps.db.selectFrom('members').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).id
const eventsOf = (memberId: number) => server.deps.db.selectFrom('trackingEvents').selectAll().where('memberId', '=', memberId).orderBy('id').execute()
const lastEventId = async () => (await server.deps.db.selectFrom('trackingEvents').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0
const eventsAfter = (id: number) => server.deps.db.selectFrom('trackingEvents').selectAll().where('id', '>', id).orderBy('id').execute()
/** The event's name and figures, as a report or the data layer sees them. */
const shown = (rows: { name: string; properties: string }[]) => rows.map((r) => ({ event: r.name, ...JSON.parse(r.properties) }))
/** Three tries of one request with one Idempotency-Key, at once, as a flaky network retries. */
const thrice = async (send: (headers: Record<string, string>) => Promise<Response>, key: string) => {
  const answers = await Promise.all([1, 2, 3].map(() => send({ 'Idempotency-Key': key })))
  expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
  return json(answers[0]!)
}

describe('the consent', () => {
  it('is off until given, is given and withdrawn in the profile, and a withdrawal lets go of the member’s events', async () => {
    const member = await createMember(server)
    const id = await idOf(member.uuid)
    expect((await json(await postJson(server, '/user/session', { token: member.token }))).user.trackingConsent).toBe(false)

    server.clock.set('2026-06-02T03:00:00Z')
    const given = await consent(member.token, true)
    expect(given.status).toBe(200)
    expect((await json(given)).trackingConsent).toBe(true)
    expect(await server.deps.db.selectFrom('members').select(['trackingConsent', 'trackingConsentAt']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      trackingConsent: 1,
      trackingConsentAt: '2026-06-02T03:00:00.000Z',
    })
    await postJson(server, '/user/signin', { email: member.email, password: PASSWORD })
    expect(await eventsOf(id)).toEqual([expect.objectContaining({ name: 'signIn', day: '2026-06-02', at: '2026-06-02T03:00:00.000Z' })])

    const before = await lastEventId()
    const withdrawn = await consent(member.token, false)
    expect((await json(withdrawn)).trackingConsent).toBe(false)
    expect(await eventsOf(id)).toEqual([])
    // Still counted, by day and name, without the member or the time.
    expect(await server.deps.db.selectFrom('trackingEvents').select(['name', 'day', 'at']).where('id', '<=', before).where('memberId', 'is', null).where('name', '=', 'signIn').execute()).toContainEqual({
      name: 'signIn',
      day: '2026-06-02',
      at: null,
    })
    await postJson(server, '/user/signin', { email: member.email, password: PASSWORD })
    expect(await eventsOf(id)).toEqual([])
  })

  it('is the member’s own: a visitor is refused', async () => {
    expect((await postJson(server, '/user/tracking/consent', { consent: true })).status).toBe(401)
  })
})

describe('events without consent', () => {
  it('keep only the event, its figures and the Malaysian day: registration and sign-in of a new member', async () => {
    const before = await lastEventId()
    // 23:30 on 2 June in Kuala Lumpur: the day is Malaysia's.
    server.clock.set('2026-06-02T15:30:00Z')
    await createMember(server)
    expect((await eventsAfter(before)).map(({ name, memberId, day, at, properties }) => ({ name, memberId, day, at, properties }))).toEqual([
      { name: 'registration', memberId: null, day: '2026-06-02', at: null, properties: '{}' },
      { name: 'signIn', memberId: null, day: '2026-06-02', at: null, properties: '{}' },
    ])
    server.clock.set('2026-06-02T02:00:00Z')
  })
})

describe('each action', () => {
  it('is recorded once however often its request is retried, with figures and never personal data', async () => {
    const shopper = await insertShopper(server, { points: 10_000 })
    const member = (await server.deps.db.selectFrom('members').selectAll().where('id', '=', shopper.id).executeTakeFirstOrThrow())
    expect((await consent(shopper.token, true)).status).toBe(200)
    const auth = bearer(shopper.token)

    const { batchId, codes } = await generateCodes(server, admin, { points: 50, quantity: 2 })
    const credit = await thrice((h) => postJson(server, '/user/scancode', { code: codes[0] }, { ...auth, ...h }), 'track-scan-1')
    // A refused code records nothing.
    expect((await postJson(server, '/user/scancode', { code: codes[0] }, auth)).status).toBe(409)

    const chart = await pointChart(server, shopper.token)
    const form = receiptForm({
      retailerId: chart.store.value,
      receiptDate: '2026-05-30',
      invoiceNo: 'INV-TRACK-1',
      products: [{ skuId: chart.skus[0]!.value, quantity: 2 }, { skuId: chart.skus[1]!.value, quantity: 1 }],
      file: { bytes: tinyPng(4242), name: 'receipt.png', type: 'image/png' },
    })
    await thrice((h) => uploadReceipt(server, shopper.token, form, h), 'track-receipt-1')

    const item = await insertShopItem(server, { points: 120 })
    await thrice((h) => postJson(server, '/rewards/redeem', { addressId: shopper.addressId, items: [{ id: item, quantity: 2 }] }, { ...auth, ...h }), 'track-order-1')

    const voucher = await insertVoucherType(server, { points: 300 })
    await thrice((h) => postJson(server, '/rewards/voucher/redeem', { voucherId: voucher.id }, { ...auth, ...h }), 'track-voucher-1')

    const wisher = await insertWisher(server)
    await thrice((h) => postJson(server, '/rewards/donate/wisher', { wisherId: wisher.id, selectedValue: 100 }, { ...auth, ...h }), 'track-wish-1')
    const donateItem = await insertDonateItem(server, { points: 250 })
    await thrice((h) => postJson(server, '/rewards/donate/redeem', { donateId: donateItem.id }, { ...auth, ...h }), 'track-donate-1')

    const sample = await insertSample(server)
    await thrice((h) => postJson(server, '/sample/redeem', { addressId: shopper.addressId, itemId: sample.id }, { ...auth, ...h }), 'track-sample-1')

    const rows = await eventsOf(shopper.id)
    expect(shown(rows)).toEqual([
      // The points credited, the first code's bonus and the tier's included.
      { event: 'codeCredited', points: credit.points, codeGroup: batchId },
      { event: 'receiptUploaded', products: 2 },
      { event: 'orderPlaced', kind: 'item', points: 240, items: 2 },
      { event: 'voucherRedeemed', voucherType: voucher.id, points: 300 },
      { event: 'pointsDonated', points: 100 },
      { event: 'pointsDonated', points: 250 },
      { event: 'sampleRequested', sampleId: sample.id },
    ])
    expect(rows.every((r) => r.day === '2026-06-02' && r.at === '2026-06-02T02:00:00.000Z')).toBe(true)
    const personal = [member.name, member.number, member.email!, member.uuid, ...codes, 'INV-TRACK-1', '40000', 'Jalan']
    for (const r of rows) for (const value of personal) expect(r.properties).not.toContain(value)
  })
})

describe('the hourly upkeep', () => {
  it(`deletes events once ${TRACKING_RETENTION_DAYS} Malaysian days old`, async () => {
    const db = server.deps.db
    const old = await db.insertInto('trackingEvents').values({ memberId: null, name: 'signIn', properties: '{}', day: '2025-04-27', at: null }).returning('id').executeTakeFirstOrThrow()
    const kept = await db.insertInto('trackingEvents').values({ memberId: null, name: 'signIn', properties: '{}', day: '2025-04-28', at: null }).returning('id').executeTakeFirstOrThrow()
    // 2 June 2026 less 400 days is 28 April 2025.
    expect(await purgeTrackingEvents(db, new Date('2026-06-02T02:00:00Z'))).toBeGreaterThanOrEqual(1)
    const left = (await db.selectFrom('trackingEvents').select('id').where('id', 'in', [old.id, kept.id]).execute()).map((r) => r.id)
    expect(left).toEqual([kept.id])
    expect(await purgeTrackingEvents(db, new Date('2026-06-02T02:00:00Z'))).toBe(0)
  })
})

describe('the report for dev admins', () => {
  it('counts each event per Malaysian day of the range, those of consenting members apart, on screen and as a CSV', async () => {
    const db = server.deps.db
    const member = await insertShopper(server)
    const event = (day: string, name: 'signIn' | 'codeCredited', consented = false) =>
      ({ memberId: consented ? member.id : null, name, properties: '{}', day, at: consented ? `${day}T01:00:00.000Z` : null })
    await db
      .insertInto('trackingEvents')
      .values([event('2025-01-09', 'signIn'), event('2025-01-10', 'codeCredited'), event('2025-01-10', 'signIn', true), event('2025-01-10', 'signIn'), event('2025-01-12', 'codeCredited', true), event('2025-01-13', 'signIn')])
      .execute()
    const query = new URLSearchParams({ from: '2025-01-10', to: '2025-01-12' })
    const res = await fetch(`${server.api}/admin/fetch/tracking?${query}`, { headers: bearer(admin) })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({
      from: '2025-01-10',
      to: '2025-01-12',
      rows: [
        { date: '2025-01-10', event: 'signIn', count: 2, consented: 1 },
        { date: '2025-01-10', event: 'codeCredited', count: 1, consented: 0 },
        { date: '2025-01-12', event: 'codeCredited', count: 1, consented: 1 },
      ],
    })

    const csv = await fetch(`${server.api}/admin/report/tracking/csv?${query}`, { headers: bearer(admin) })
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="trackingReport.csv"')
    expect((await csv.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/)).toEqual([
      'Date (Malaysia),Event,Count,With consent',
      '2025-01-10,signIn,2,1',
      '2025-01-10,codeCredited,1,0',
      '2025-01-12,codeCredited,1,1',
    ])
  })

  it('takes the overview’s ranges: both dates or neither, at most a year', async () => {
    const report = (query: Record<string, string>) => fetch(`${server.api}/admin/fetch/tracking?${new URLSearchParams(query)}`, { headers: bearer(admin) })
    expect((await json(await report({}))).from).toBe('2026-05-04')
    expect((await report({ from: '2026-01-01' })).status).toBe(422)
    expect((await report({ from: '2025-01-01', to: '2026-06-01' })).status).toBe(422)
    expect((await fetch(`${server.api}/admin/fetch/tracking`, { headers: bearer(await adminToken(server, 'superadmin')) })).status).toBe(403)
  })
})
