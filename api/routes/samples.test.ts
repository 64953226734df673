import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openMemberSession } from '../services/sessions.ts'
import { adminToken } from '../test-support/admins.ts'
import { expectError } from '../test-support/expect-error.ts'
import { json } from '../test-support/json.ts'
import { bearer, postInProcess, postJson } from '../test-support/members.ts'
import { insertAddress, insertSample } from '../test-support/samples.ts'
import { insertShopper } from '../test-support/shop.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

let server: TestServer
const START = '2026-06-02T02:00:00Z' // 10:00 on 2 June 2026 in Kuala Lumpur
beforeAll(async () => {
  server = await startTestServer({ startAt: START })
})
afterAll(() => server.close())
afterEach(() => server.clock.set(START))

const request = (token: string, body: object, headers: Record<string, string> = {}) => postJson(server, '/sample/redeem', body, { ...bearer(token), ...headers })
const view = async (token: string) => (await json(await postJson(server, '/user/session', { token }))).user
const stockOf = async (id: number) => {
  const row = await server.deps.db.selectFrom('samples').select(['inventory', 'redeemed']).where('id', '=', id).executeTakeFirstOrThrow()
  return row.inventory - row.redeemed
}
const sampleOrders = async (memberId: number) =>
  server.deps.db.selectFrom('orders').select(['id', 'status']).where('memberId', '=', memberId).where('kind', '=', 'sample').execute()
const DAY = 86_400_000
/** A session opened now: one opened before the clock moved a year on has expired. */
const signIn = (memberId: number) => openMemberSession(server.deps.db, memberId, server.clock.now())

/** Moves an order through the back office to DELIVERED, as staff do. */
async function deliver(orderId: string) {
  const token = await adminToken(server)
  for (const to of ['PROCESSING', 'DELIVERING', 'DELIVERED']) {
    const res = await postJson(server, '/admin/setting/orders/advance', { ids: [orderId], to, courier: 'J&T', trackingNumber: 'JT1' }, bearer(token))
    expect((await json(res)).moved).toEqual([orderId])
  }
}

describe('POST /sample/redeem', () => {
  it('places a sample order with a tracking id, takes one pack, and shows it in the member view and the orders page', async () => {
    const member = await insertShopper(server)
    const sample = await insertSample(server, { stock: 5 })
    const res = await request(member.token, { addressId: member.addressId, itemId: sample.id })
    expect(res.status).toBe(200)
    const { order, trackingId } = await json(res)
    expect(trackingId).toBe(order.trackingId)
    expect(trackingId).toBe(order.id.split('-')[0].toUpperCase())
    expect(await stockOf(sample.id)).toBe(4)

    const user = await view(member.token)
    expect(user.allowRequest).toBe(false)
    expect(user.sampleAvailableOn).toBe('2026-09-02')
    expect(user.promptFeedback).toBe(false)
    expect(user.samples).toEqual([
      expect.objectContaining({ id: order.id, trackingId, status: 'Order Placed', received: null, feedbackDue: false, orderItems: [expect.objectContaining({ brandId: sample.brandId, sizeId: sample.sizeId })] }),
    ])

    const listed = await json(await fetch(`${server.api}/admin/fetch/dashboard/orders?type=sample`, { headers: bearer(await adminToken(server)) }))
    const row = listed.data.find((o: { id: string }) => o.id === order.id)
    expect(row).toMatchObject({ type: 'sample', totalPoints: 0, orderItems: [{ itemId: expect.stringMatching(/^SMP-/), points: 0, quantity: 1 }] })
    const mine = await json(await fetch(`${server.api}/rewards/orders/fetch`, { headers: bearer(member.token) }))
    expect(mine.data.map((o: { id: string; type: string }) => [o.id, o.type])).toEqual([[order.id, 'sample']])
  })

  it('refuses a second sample for the household within 3 months, naming the day it may ask again, and allows it after', async () => {
    const member = await insertShopper(server)
    const sample = await insertSample(server)
    expect((await request(member.token, { addressId: member.addressId, itemId: sample.id })).status).toBe(200)

    server.clock.set('2026-09-01T15:59:00Z') // 23:59 on 1 September in Malaysia: still within 3 months
    const refused = await request(member.token, { addressId: member.addressId, itemId: sample.id })
    await expectError(refused.clone(), 409, 'sampleTooSoon')
    expect((await json(refused)).availableOn).toBe('2026-09-02')
    expect(await stockOf(sample.id)).toBe(9)

    server.clock.set('2026-09-01T16:00:00Z') // midnight, 2 September in Malaysia
    expect((await view(member.token)).allowRequest).toBe(true)
    expect((await request(member.token, { addressId: member.addressId, itemId: sample.id })).status).toBe(200)
  })

  it('counts every member of a household: a second member at the same address (written differently) is refused', async () => {
    const first = await insertShopper(server)
    const second = await insertShopper(server)
    const sample = await insertSample(server)
    const home = await insertAddress(server, first.id, { line1: 'No. 12, Jalan Kenanga 3', postcode: '43000' })
    const sameHome = await insertAddress(server, second.id, { line1: 'no 12 jalan  KENANGA 3', postcode: '43000' })
    expect((await request(first.token, { addressId: home, itemId: sample.id })).status).toBe(200)
    await expectError(await request(second.token, { addressId: sameHome, itemId: sample.id }), 409, 'sampleTooSoon')
    // Sending it elsewhere does not help while the member has that home saved.
    await expectError(await request(second.token, { addressId: second.addressId, itemId: sample.id }), 409, 'sampleTooSoon')
    expect((await view(second.token)).allowRequest).toBe(false)
  })

  it('gives one sample per baby in 3 months', async () => {
    const member = await insertShopper(server)
    const sample = await insertSample(server)
    const at = server.clock.now().toISOString()
    await server.deps.db
      .insertInto('babies')
      .values([1, 2].map((n) => ({ memberId: member.id, name: `Twin ${n}`, gender: null, birthDate: '2026-01-10', createdAt: at, updatedAt: at })))
      .execute()
    expect((await request(member.token, { addressId: member.addressId, itemId: sample.id })).status).toBe(200)
    expect((await request(member.token, { addressId: member.addressId, itemId: sample.id })).status).toBe(200)
    await expectError(await request(member.token, { addressId: member.addressId, itemId: sample.id }), 409, 'sampleTooSoon')
  })

  it('allows at most 4 in 2 years, then says when the oldest of them stops counting', async () => {
    const member = await insertShopper(server)
    const sample = await insertSample(server)
    for (const month of ['2026-06-02', '2026-09-02', '2026-12-02', '2027-03-02']) {
      server.clock.set(`${month}T02:00:00Z`)
      expect((await request(await signIn(member.id), { addressId: member.addressId, itemId: sample.id })).status).toBe(200)
    }
    server.clock.set('2027-09-02T02:00:00Z')
    const refused = await request(await signIn(member.id), { addressId: member.addressId, itemId: sample.id })
    await expectError(refused.clone(), 409, 'sampleLimitReached')
    expect((await json(refused)).availableOn).toBe('2028-06-02')
    server.clock.set('2028-06-02T02:00:00Z')
    expect((await request(await signIn(member.id), { addressId: member.addressId, itemId: sample.id })).status).toBe(200)
  })

  it('a cancelled sample order gives the pack back and does not count', async () => {
    const member = await insertShopper(server)
    const sample = await insertSample(server, { stock: 1 })
    const { order } = await json(await request(member.token, { addressId: member.addressId, itemId: sample.id }))
    const cancel = await postJson(server, '/admin/setting/orders/cancel', { id: order.id }, bearer(await adminToken(server)))
    expect(cancel.status).toBe(200)
    expect(await stockOf(sample.id)).toBe(1)
    const balance = await server.deps.db.selectFrom('pointsLedger').select('id').where('memberId', '=', member.id).execute()
    expect(balance).toEqual([]) // nothing to refund for a free sample
    expect((await request(member.token, { addressId: member.addressId, itemId: sample.id })).status).toBe(200)
  })

  it('sends a member whose delivered sample awaits feedback to the survey first', async () => {
    const member = await insertShopper(server)
    const sample = await insertSample(server)
    const { order } = await json(await request(member.token, { addressId: member.addressId, itemId: sample.id }))
    await deliver(order.id)
    server.clock.advance(7 * DAY - 60_000)
    expect((await view(member.token)).promptFeedback).toBe(false)
    server.clock.advance(60_000)
    const user = await view(member.token)
    expect(user.promptFeedback).toBe(true)
    expect(user.samples[0]).toMatchObject({ id: order.id, status: 'DELIVERED', feedbackDue: true })
    server.clock.set('2026-10-01T02:00:00Z') // past the 3 months, the survey still comes first
    await expectError(await request(member.token, { addressId: member.addressId, itemId: sample.id }), 409, 'sampleFeedbackFirst')
  })

  it('refuses what cannot be sent: another member\'s address, a hidden or sold-out sample, an address outside Malaysia, bad input', async () => {
    const member = await insertShopper(server)
    const other = await insertShopper(server)
    const sample = await insertSample(server)
    await expectError(await request(member.token, { addressId: other.addressId, itemId: sample.id }), 404, 'addressNotFound')
    await expectError(await request(member.token, { addressId: member.addressId, itemId: (await insertSample(server, { active: false })).id }), 409, 'sampleUnavailable')
    await expectError(await request(member.token, { addressId: member.addressId, itemId: 999_999 }), 409, 'sampleUnavailable')
    await expectError(await request(member.token, { addressId: member.addressId, itemId: (await insertSample(server, { stock: 0 })).id }), 409, 'outOfStock')
    const abroad = await insertAddress(server, member.id, { line1: '1 Orchard Road', postcode: '238801', country: 'Singapore' })
    await expectError(await request(member.token, { addressId: abroad, itemId: sample.id }), 422, 'sampleMalaysiaOnly')
    await expectError(await request(member.token, { addressId: member.addressId }), 422, 'sampleRequired')
    await expectError(await request(member.token, { itemId: sample.id }), 422, 'addressRequired')
    expect(await sampleOrders(member.id)).toEqual([])
    expect((await fetch(`${server.api}/sample/redeem`, { method: 'POST' })).status).toBe(401)
  })

  it('answers a replay with the same Idempotency-Key with the first order', async () => {
    const member = await insertShopper(server)
    const sample = await insertSample(server)
    const key = { 'idempotency-key': `sample-${member.id}-once` }
    const [first, second] = await Promise.all([
      request(member.token, { addressId: member.addressId, itemId: sample.id }, key),
      request(member.token, { addressId: member.addressId, itemId: sample.id }, key),
    ])
    expect((await json(first)).order.id).toBe((await json(second)).order.id)
    expect(await sampleOrders(member.id)).toHaveLength(1)
  })
})

describe('sample requests racing', () => {
  it('one household asking twice at once, by one member and by two members at one address: one sample each time', async () => {
    const member = await insertShopper(server)
    const sample = await insertSample(server)
    const twice = await Promise.all([1, 2].map(() => postInProcess(server, '/sample/redeem', { addressId: member.addressId, itemId: sample.id }, bearer(member.token))))
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409])

    const [a, b] = [await insertShopper(server), await insertShopper(server)]
    const homeA = await insertAddress(server, a.id, { line1: '8 Jalan Melati', postcode: '47300' })
    const homeB = await insertAddress(server, b.id, { line1: '8, Jalan Melati', postcode: '47300' })
    const pair = await Promise.all([
      postInProcess(server, '/sample/redeem', { addressId: homeA, itemId: sample.id }, bearer(a.token)),
      postInProcess(server, '/sample/redeem', { addressId: homeB, itemId: sample.id }, bearer(b.token)),
    ])
    expect(pair.map((r) => r.status).sort()).toEqual([200, 409])
    for (const res of [...twice, ...pair].filter((r) => r.status === 409)) expect((await json(res)).code).toBe('sampleTooSoon')
    expect(await stockOf(sample.id)).toBe(8)
  })

  it('30 households asking for the last 3 packs: exactly 3 are sent and the stock ends at 0', async () => {
    const sample = await insertSample(server, { stock: 3 })
    const members = await Promise.all(Array.from({ length: 30 }, () => insertShopper(server)))
    const answers = await Promise.all(members.map((m) => postInProcess(server, '/sample/redeem', { addressId: m.addressId, itemId: sample.id }, bearer(m.token))))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(3)
    for (const res of answers.filter((r) => r.status !== 200)) expect((await json(res)).code).toBe('outOfStock')
    expect(await stockOf(sample.id)).toBe(0)
    const placed = await server.deps.db.selectFrom('orderSamples').select('orderId').where('sampleId', '=', sample.id).execute()
    expect(placed).toHaveLength(3)
  })
})
