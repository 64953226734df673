import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ORDERS_LISTED, MAX_ORDERS_PER_CHANGE } from '../../../domain/shop.ts'
import { ensureAdminAccount } from '../../db/admins.ts'
import { balanceOf } from '../../services/ledger.ts'
import { findAdminSession } from '../../services/sessions.ts'
import { lastAudit } from '../../test-support/audit.ts'
import { adminToken } from '../../test-support/admins.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, createMember, postInProcess, postJson } from '../../test-support/members.ts'
import { insertShopItem, insertShopper } from '../../test-support/shop.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

const START = '2026-06-02T02:00:00Z' // 10:00 on Tuesday 2 June 2026 in Kuala Lumpur
/** The day the tests' orders are placed, in Malaysia: filtering by it leaves out the old orders of the last test. */
const TODAY = '?startDate=2026-06-02&endDate=2026-06-02'

let server: TestServer
let adminId: number
const ADMIN = { username: `orders-${randomUUID().slice(0, 8)}`, password: 'Admin-Pass-2026' }
let session = { token: '', at: 0 }
/**
 * The admin's token at the clock's time: the tests move the clock by days, past a session's 12
 * hours, so the same admin signs in again when the clock has moved on (or back) since.
 */
async function adminAt(): Promise<string> {
  const now = server.clock.now().getTime()
  if (session.token && now >= session.at && now - session.at < 11 * 3_600_000) return session.token
  const res = await postJson(server, '/admin/auth/login', ADMIN)
  session = { token: (await json(res)).token, at: now }
  return session.token
}
beforeAll(async () => {
  server = await startTestServer({ startAt: START })
  await ensureAdminAccount(server.deps.db, ADMIN, server.clock.now())
  adminId = (await findAdminSession(server.deps.db, await adminAt(), server.clock.now()))!.id
})
afterAll(() => server.close())
afterEach(() => server.clock.set(START))

const get = async (path: string, token?: string) => fetch(`${server.api}${path}`, { headers: bearer(token ?? (await adminAt())) })
const list = async (query = TODAY) => {
  const res = await get(`/admin/fetch/dashboard/orders${query}`)
  expect(res.status).toBe(200)
  return json(res) as Promise<{ data: { id: string; [key: string]: unknown }[]; truncated: boolean }>
}
const listedIds = async (query = TODAY) => (await list(query)).data.map((o) => o.id)
const advance = async (body: object, token?: string) => postJson(server, '/admin/setting/orders/advance', body, bearer(token ?? (await adminAt())))
const advanced = async (body: object) => {
  const res = await advance(body)
  expect(res.status).toBe(200)
  return json(res) as Promise<{ moved: string[]; skipped: { id: string; reason: string }[] }>
}
const cancel = async (id: string, token?: string) => postJson(server, '/admin/setting/orders/cancel', { id }, bearer(token ?? (await adminAt())))
const track = async (token: string, id: string) => json(await postJson(server, '/rewards/track', { id }, bearer(token)))
const stockOf = async (id: number) => {
  const row = await server.deps.db.selectFrom('rewardItems').select(['inventory', 'redeemed']).where('id', '=', id).executeTakeFirstOrThrow()
  return row.inventory - row.redeemed
}
const statusOf = async (id: string) => (await server.deps.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status
const refunds = (id: string) => server.deps.db.selectFrom('pointsLedger').select(['memberId', 'points']).where('source', '=', 'refund').where('reference', '=', id).execute()
const ledgerSum = async (memberId: number) =>
  Number((await server.deps.db.selectFrom('pointsLedger').select((eb) => eb.fn.sum<number>('points').as('sum')).where('memberId', '=', memberId).executeTakeFirstOrThrow()).sum ?? 0)
/** The balance as the member's app reads it. */
const shownBalance = async (token: string) => (await json(await postJson(server, '/user/session', { token }))).user.totalPoints as number

type Shopper = Awaited<ReturnType<typeof insertShopper>>
/** A member's order through the member route, as the shop places it. */
async function placeOrder(shopper: Shopper, items: { id: number; quantity: number }[], path = '/rewards/redeem'): Promise<string> {
  const res = await postJson(server, path, { addressId: shopper.addressId, items }, bearer(shopper.token))
  expect(res.status).toBe(200)
  return (await json(res)).order.id
}
/** A shopper with points and one order of `quantity` units of a fresh 100-point item. */
async function anOrder({ quantity = 1, stock = 10, points = 1000 } = {}) {
  const shopper = await insertShopper(server, { points })
  const item = await insertShopItem(server, { points: 100, stock })
  const id = await placeOrder(shopper, [{ id: item, quantity }])
  return { shopper, item, id }
}
const DELIVERY = { courier: 'Pos Laju', trackingNumber: 'EP123456789MY' }
/** Moves an order from Order Placed up to `to`. */
async function moveTo(id: string, to: 'PROCESSING' | 'DELIVERING' | 'DELIVERED') {
  for (const step of ['PROCESSING', 'DELIVERING', 'DELIVERED'] as const) {
    expect((await advanced({ ids: [id], to: step, ...DELIVERY })).moved).toEqual([id])
    if (step === to) return
  }
}

describe('the orders list', () => {
  it('shows each order with its member, items, address and tracking, oldest first', async () => {
    const shopper = await insertShopper(server, { points: 1000 })
    const a = await insertShopItem(server, { points: 120 })
    const b = await insertShopItem(server, { points: 30 })
    const first = await placeOrder(shopper, [{ id: a, quantity: 2 }, { id: b, quantity: 1 }])
    server.clock.advance(60_000)
    const second = await placeOrder(shopper, [{ id: b, quantity: 3 }])

    const { data, truncated } = await list()
    expect(truncated).toBe(false)
    const ids = data.map((o) => o.id)
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second))
    const member = await server.deps.db.selectFrom('members').select(['name', 'number', 'email']).where('id', '=', shopper.id).executeTakeFirstOrThrow()
    const order = data.find((o) => o.id === first)!
    expect(order).toMatchObject({
      trackingId: first.split('-')[0]!.toUpperCase(),
      type: 'item',
      status: 'Order Placed',
      totalPoints: 270,
      createdAt: '2026-06-02T02:00:00.000Z',
      courier: null,
      trackingNumber: null,
      member: { id: shopper.id, ...member },
      address: { line1: expect.stringContaining('Jalan Bunga'), city: 'Shah Alam', state: 'Selangor', postcode: '40000' },
      tracking: [{ state: 'Order Placed', time: '2026-06-02T02:00:00.000Z' }],
    })
    const items = await server.deps.db.selectFrom('rewardItems').select(['id', 'itemId']).where('id', 'in', [a, b]).execute()
    const code = (id: number) => items.find((i) => i.id === id)!.itemId
    expect(order.orderItems).toEqual([
      expect.objectContaining({ itemId: code(a), quantity: 2, points: 120, itemName: { en: expect.any(String), bm: expect.any(String) } }),
      expect.objectContaining({ itemId: code(b), quantity: 1, points: 30 }),
    ])
  })

  it('filters by state, kind and the Malaysian day placed (each date alone too)', async () => {
    // 00:30 on 3 June in Kuala Lumpur is still 2 June in UTC.
    server.clock.set('2026-06-02T16:30:00Z')
    const late = await anOrder()
    const pregnant = await insertShopper(server, { points: 500, pregnancyStage: 'pregnant', edb: '2026-09-01' })
    const offer = await insertShopItem(server, { kind: 'pregnant' })
    const offerOrder = await placeOrder(pregnant, [{ id: offer, quantity: 1 }], '/rewards/redeemPregnant')
    await moveTo(late.id, 'PROCESSING')

    expect(await listedIds('?startDate=2026-06-03&endDate=2026-06-03')).toEqual(expect.arrayContaining([late.id, offerOrder]))
    expect(await listedIds(TODAY)).not.toContain(late.id)
    expect(await listedIds('?startDate=2026-06-03')).toContain(late.id)
    expect(await listedIds('?endDate=2026-06-02')).not.toContain(late.id)
    expect(await listedIds('?endDate=2026-06-03')).toContain(late.id)

    const processing = await list('?status=PROCESSING&startDate=2026-06-03')
    expect(processing.data.map((o) => o.id)).toEqual([late.id])
    expect(await listedIds('?status=Order%20Placed&startDate=2026-06-03')).toEqual([offerOrder])
    const offers = await list('?type=pregnant&startDate=2026-06-03')
    expect(offers.data.map((o) => o.id)).toEqual([offerOrder])
    expect(offers.data[0]).toMatchObject({ type: 'pregnant' })
    expect(await listedIds('?type=item&startDate=2026-06-03')).toEqual([late.id])

    await expectError(await get('/admin/fetch/dashboard/orders?status=LOST'), 422, 'invalidInput')
    await expectError(await get('/admin/fetch/dashboard/orders?startDate=3%20June'), 422, 'invalidInput')
  })
})

describe('moving orders on', () => {
  it('moves one order step by step, each step timed, with the courier at DELIVERING, and the member sees each', async () => {
    const { shopper, id } = await anOrder()
    const times = ['2026-06-02T05:00:00.000Z', '2026-06-03T01:15:00.000Z', '2026-06-05T08:45:00.000Z']

    server.clock.set(times[0]!)
    expect(await advanced({ ids: [id], to: 'PROCESSING' })).toEqual({ moved: [id], skipped: [] })
    expect((await track(shopper.token, id)).data).toEqual([
      { state: 'Order Placed', time: '2026-06-02T02:00:00.000Z' },
      { state: 'PROCESSING', time: times[0] },
    ])

    server.clock.set(times[1]!)
    expect(await advanced({ ids: [id], to: 'DELIVERING', courier: '  J&T Express ', trackingNumber: 'JT0001234567' })).toEqual({ moved: [id], skipped: [] })
    const delivering = await track(shopper.token, id)
    expect(delivering.order).toMatchObject({ status: 'DELIVERING', courier: 'J&T Express', trackingNumber: 'JT0001234567' })
    expect(delivering.data.at(-1)).toEqual({ state: 'DELIVERING', time: times[1] })
    expect(await lastAudit(server, 'order', id)).toMatchObject({ action: 'order.advance', before: { status: 'PROCESSING' }, after: { status: 'DELIVERING', courier: 'J&T Express' } })

    server.clock.set(times[2]!)
    expect(await advanced({ ids: [id], to: 'DELIVERED' })).toEqual({ moved: [id], skipped: [] })
    const delivered = await track(shopper.token, id)
    expect(delivered.order).toMatchObject({ status: 'DELIVERED', courier: 'J&T Express', trackingNumber: 'JT0001234567' })
    expect(delivered.data).toEqual([
      { state: 'Order Placed', time: '2026-06-02T02:00:00.000Z' },
      { state: 'PROCESSING', time: times[0] },
      { state: 'DELIVERING', time: times[1] },
      { state: 'DELIVERED', time: times[2] },
    ])

    // Each step records the admin who made it; the member placed the order.
    const events = await server.deps.db.selectFrom('orderEvents').select(['status', 'at', 'adminId']).where('orderId', '=', id).orderBy('at').execute()
    expect(events).toEqual([
      { status: 'Order Placed', at: '2026-06-02T02:00:00.000Z', adminId: null },
      { status: 'PROCESSING', at: times[0], adminId },
      { status: 'DELIVERING', at: times[1], adminId },
      { status: 'DELIVERED', at: times[2], adminId },
    ])
    const updated = await server.deps.db.selectFrom('orders').select('updatedAt').where('id', '=', id).executeTakeFirstOrThrow()
    expect(updated.updatedAt).toBe(times[2])
  })

  it('moves many at once, in the order given, and lists those it left with the reason', async () => {
    const orders = await Promise.all([anOrder(), anOrder(), anOrder()])
    const [a, b, c] = orders.map((o) => o.id) as [string, string, string]
    const done = await anOrder()
    await moveTo(done.id, 'DELIVERED')
    const unknown = randomUUID()

    const answer = await advanced({ ids: [c, unknown, a, done.id, b, a], to: 'PROCESSING' })
    expect(answer.moved).toEqual([c, a, b])
    expect(answer.skipped).toEqual([
      { id: unknown, reason: 'orderNotFound' },
      { id: done.id, reason: 'orderStateChanged' },
    ])
    for (const id of [a, b, c]) expect(await statusOf(id)).toBe('PROCESSING')
    expect(await statusOf(done.id)).toBe('DELIVERED')

    // Only from the state right before: PROCESSING orders cannot jump to DELIVERED, nor go to PROCESSING again.
    expect(await advanced({ ids: [a], to: 'DELIVERED' })).toEqual({ moved: [], skipped: [{ id: a, reason: 'orderStateChanged' }] })
    expect(await advanced({ ids: [a], to: 'PROCESSING' })).toEqual({ moved: [], skipped: [{ id: a, reason: 'orderStateChanged' }] })
    expect(await statusOf(a)).toBe('PROCESSING')
    const events = await server.deps.db.selectFrom('orderEvents').select('status').where('orderId', '=', a).execute()
    expect(events.map((e) => e.status).sort()).toEqual(['Order Placed', 'PROCESSING'])
  })

  it(`takes up to ${MAX_ORDERS_PER_CHANGE} ids at once, across its transactions`, async () => {
    const [a, b] = await Promise.all([anOrder(), anOrder()])
    const unknown = Array.from({ length: MAX_ORDERS_PER_CHANGE - 2 }, () => randomUUID())
    // One real order at the head, one at the tail: they are moved in different transactions.
    const answer = await advanced({ ids: [a.id, ...unknown, b.id], to: 'PROCESSING' })
    expect(answer.moved).toEqual([a.id, b.id])
    expect(answer.skipped).toHaveLength(unknown.length)
    expect(answer.skipped.every((s) => s.reason === 'orderNotFound')).toBe(true)
    expect((await advance({ ids: [...unknown, a.id, b.id, randomUUID()], to: 'PROCESSING' })).status).toBe(422)
  })

  it('needs the courier and the tracking number to move to DELIVERING, and nothing moves without them', async () => {
    const { id } = await anOrder()
    await moveTo(id, 'PROCESSING')
    await expectError(await advance({ ids: [id], to: 'DELIVERING' }), 422, 'courierRequired')
    await expectError(await advance({ ids: [id], to: 'DELIVERING', courier: 'Pos Laju' }), 422, 'courierRequired')
    await expectError(await advance({ ids: [id], to: 'DELIVERING', courier: '   ', trackingNumber: 'EP1' }), 422, 'courierRequired')
    expect(await statusOf(id)).toBe('PROCESSING')
    // Nor back to the first state, nor with a field the contract does not have.
    expect((await advance({ ids: [id], to: 'Order Placed' })).status).toBe(422)
    expect((await advance({ ids: [id], to: 'CANCELLED' })).status).toBe(422)
    expect((await advance({ ids: [id], to: 'DELIVERING', ...DELIVERY, status: 'DELIVERED' })).status).toBe(400)
    expect((await advance({ ids: [], to: 'PROCESSING' })).status).toBe(422)
  })

  it('two admins moving the same orders at once move each once', async () => {
    const orders = await Promise.all(Array.from({ length: 5 }, () => anOrder()))
    const ids = orders.map((o) => o.id)
    const token = await adminAt()
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postInProcess(server, '/admin/setting/orders/advance', { ids, to: 'PROCESSING' }, bearer(token))),
    )
    const bodies = await Promise.all(answers.map((r) => json(r)))
    expect(bodies.flatMap((b) => b.moved).sort()).toEqual([...ids].sort())
    expect(bodies.flatMap((b) => b.skipped).filter((s: { reason: string }) => s.reason !== 'orderStateChanged')).toEqual([])
    const events = await server.deps.db.selectFrom('orderEvents').select('orderId').where('orderId', 'in', ids).where('status', '=', 'PROCESSING').execute()
    expect(events).toHaveLength(ids.length)
  })
})

describe('cancelling', () => {
  it('refunds once by a reversing ledger row and restores the stock, and the member sees it', async () => {
    const { shopper, item, id } = await anOrder({ quantity: 3, stock: 5 })
    expect(await stockOf(item)).toBe(2)
    expect(await shownBalance(shopper.token)).toBe(700)
    await moveTo(id, 'PROCESSING')

    server.clock.set('2026-06-02T09:30:00.000Z')
    const res = await cancel(id)
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({ id, status: 'CANCELLED', totalPoints: 300, member: { id: shopper.id } })
    expect(await stockOf(item)).toBe(5)
    expect(await refunds(id)).toEqual([{ memberId: shopper.id, points: 300 }])
    expect(await lastAudit(server, 'order', id)).toMatchObject({ action: 'order.cancel', before: { status: 'PROCESSING' }, after: { status: 'CANCELLED' } })
    expect(await shownBalance(shopper.token)).toBe(1000)
    expect((await track(shopper.token, id)).data.at(-1)).toEqual({ state: 'CANCELLED', time: '2026-06-02T09:30:00.000Z' })
    const earned = await json(await get('/user/points/fetch?kind=earned', shopper.token))
    expect(earned.data).toContainEqual(expect.objectContaining({ source: 'refund', points: 300 }))

    // A second cancel changes nothing; a cancelled order moves no further.
    await expectError(await cancel(id), 409, 'orderNotCancellable')
    expect(await advanced({ ids: [id], to: 'DELIVERING', ...DELIVERY })).toEqual({ moved: [], skipped: [{ id, reason: 'orderStateChanged' }] })
    expect(await refunds(id)).toHaveLength(1)
    expect(await stockOf(item)).toBe(5)
    expect(await ledgerSum(shopper.id)).toBe(1000)
  })

  it('refunds an order still at Order Placed', async () => {
    const { shopper, item, id } = await anOrder({ quantity: 2, stock: 2 })
    expect((await cancel(id)).status).toBe(200)
    expect(await stockOf(item)).toBe(2)
    expect(await balanceOf(server.deps.db, shopper.id)).toBe(1000)
  })

  it('is refused once the order is out for delivery, and for an unknown order', async () => {
    const { shopper, item, id } = await anOrder({ quantity: 1, stock: 4 })
    await moveTo(id, 'DELIVERING')
    await expectError(await cancel(id), 409, 'orderNotCancellable')
    expect((await advanced({ ids: [id], to: 'DELIVERED' })).moved).toEqual([id])
    await expectError(await cancel(id), 409, 'orderNotCancellable')
    expect(await statusOf(id)).toBe('DELIVERED')
    expect(await refunds(id)).toEqual([])
    expect(await stockOf(item)).toBe(3)
    expect(await balanceOf(server.deps.db, shopper.id)).toBe(900)
    await expectError(await cancel(randomUUID()), 404, 'orderNotFound')
  })
})

describe('who may', () => {
  it('is a dev admin: a superadmin and a member are refused, and change nothing', async () => {
    const { id } = await anOrder()
    const superadmin = await adminToken(server, 'superadmin')
    const member = await createMember(server)
    for (const token of [superadmin, member.token]) {
      expect((await get(`/admin/fetch/dashboard/orders${TODAY}`, token)).status).toBe(403)
      expect((await advance({ ids: [id], to: 'PROCESSING' }, token)).status).toBe(403)
      expect((await cancel(id, token)).status).toBe(403)
      expect((await get('/admin/report/orders/csv', token)).status).toBe(403)
      expect((await postJson(server, '/admin/report/redemptionv2', {}, bearer(token))).status).toBe(403)
      expect((await get('/admin/report/redemptionv2/csv', token)).status).toBe(403)
    }
    expect((await get(`/admin/fetch/dashboard/orders${TODAY}`, '')).status).toBe(401)
    expect(await statusOf(id)).toBe('Order Placed')
    expect(await refunds(id)).toEqual([])
  })
})

/** A CSV's lines, each split into cells (no cell in these tests holds a comma or a line break unquoted). */
const cellsOf = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!).slice(0, -1)

describe('the files', () => {
  it('exports the filtered orders for the warehouse, one line per item, in Malaysian time, safe from formulas', async () => {
    const shopper = await insertShopper(server, { points: 1000 })
    await server.deps.db.updateTable('members').set({ name: '=HYPERLINK("http://evil.example","Click")' }).where('id', '=', shopper.id).execute()
    await server.deps.db.updateTable('addresses').set({ line2: '+60 Taman Sri, Blok A', line3: '@home' }).where('id', '=', shopper.addressId).execute()
    const a = await insertShopItem(server, { points: 120 })
    const b = await insertShopItem(server, { points: 30 })
    server.clock.set('2026-06-04T23:05:00Z') // 07:05 on 5 June in Kuala Lumpur
    const id = await placeOrder(shopper, [{ id: a, quantity: 2 }, { id: b, quantity: 1 }])
    await moveTo(id, 'DELIVERING')
    const other = await anOrder()

    const res = await get('/admin/report/orders/csv?startDate=2026-06-05&endDate=2026-06-05&status=DELIVERING')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="orders.csv"')
    const lines = (await res.text()).split('\r\n')
    expect(lines.at(-1)).toBe('')
    expect(lines[0]).toBe(
      'trackingId,orderId,orderedAt in Malaysia time (UTC+8),type,name,number,line1,line2,line3,postcode,city,state,country,itemCode,itemName,quantity,points,status,courier,trackingNumber',
    )
    const ours = lines.filter((l) => l.includes(id))
    expect(ours).toHaveLength(2)
    expect(lines.some((l) => l.includes(other.id))).toBe(false)
    const codes = await server.deps.db.selectFrom('rewardItems').select(['id', 'itemId', 'nameEn']).where('id', 'in', [a, b]).execute()
    const item = (itemId: number) => codes.find((c) => c.id === itemId)!
    const cells = cellsOf(ours[0]!)
    expect(cells).toEqual([
      id.split('-')[0]!.toUpperCase(),
      id,
      '05/06/2026 07:05',
      'item',
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
      expect.stringMatching(/^0118/),
      expect.stringContaining('Jalan Bunga'),
      `"'+60 Taman Sri, Blok A"`,
      "'@home",
      '40000',
      'Shah Alam',
      'Selangor',
      expect.any(String),
      item(a).itemId,
      item(a).nameEn,
      '2',
      '240',
      'DELIVERING',
      DELIVERY.courier,
      DELIVERY.trackingNumber,
    ])
    expect(cellsOf(ours[1]!).slice(13, 17)).toEqual([item(b).itemId, item(b).nameEn, '1', '30'])
  })

  it('reports redemptions, one row per item, newest first, from a Malaysian date on, and as pointshopReport.csv', async () => {
    const shopper = await insertShopper(server, { points: 2000 })
    const member = await server.deps.db.selectFrom('members').select(['name', 'number', 'email']).where('id', '=', shopper.id).executeTakeFirstOrThrow()
    const a = await insertShopItem(server, { points: 120 })
    const b = await insertShopItem(server, { points: 30 })
    server.clock.set('2026-06-09T16:10:00Z') // 00:10 on 10 June in Kuala Lumpur
    const older = await placeOrder(shopper, [{ id: a, quantity: 2 }, { id: b, quantity: 1 }])
    server.clock.set('2026-06-10T04:00:00Z')
    const newer = await placeOrder(shopper, [{ id: b, quantity: 4 }])
    expect((await cancel(newer)).status).toBe(200)

    const report = async (body: object) => {
      const res = await postJson(server, '/admin/report/redemptionv2', body, bearer(await adminAt()))
      expect(res.status).toBe(200)
      return (await json(res)).data as { orderId: string }[]
    }
    const ours = (rows: { orderId: string }[]) => rows.filter((r) => [older, newer].includes(r.orderId))
    const rows = ours(await report({ startDate: '2026-06-10', search: member.email!.toUpperCase() }))
    const codes = await server.deps.db.selectFrom('rewardItems').select(['id', 'itemId', 'nameEn']).where('id', 'in', [a, b]).execute()
    const item = (id: number) => codes.find((c) => c.id === id)!
    const row = { type: 'item', name: member.name, number: member.number, email: member.email }
    const line = (id: number) => ({ rewardItemId: id, itemId: item(id).itemId, itemName: item(id).nameEn })
    // The lines of one order come by their item, the later one first, as the pages follow each other.
    expect(rows).toEqual([
      { orderId: newer, orderDate: '2026-06-10T04:00:00.000Z', status: 'CANCELLED', ...row, ...line(b), quantity: 4, points: 120 },
      { orderId: older, orderDate: '2026-06-09T16:10:00.000Z', status: 'Order Placed', ...row, ...line(b), quantity: 1, points: 30 },
      { orderId: older, orderDate: '2026-06-09T16:10:00.000Z', status: 'Order Placed', ...row, ...line(a), quantity: 2, points: 240 },
    ])
    // The one date is where the report starts (spec 3 §2.10 "single date filter"): an order of the day before is left out.
    expect(ours(await report({ startDate: '2026-06-10', search: member.number }))).toHaveLength(3)
    expect(ours(await report({ startDate: '2026-06-11' }))).toEqual([])
    expect(ours(await report({ search: 'no such member' }))).toEqual([])
    await expectError(await postJson(server, '/admin/report/redemptionv2', { startDate: '2026-06-10', endDate: '2026-06-10' }, bearer(await adminAt())), 400, 'unknownField')

    const res = await get(`/admin/report/redemptionv2/csv?startDate=2026-06-10&search=${encodeURIComponent(member.email!)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="pointshopReport.csv"')
    const lines = (await res.text()).split('\r\n')
    expect(lines[0]).toBe('orderId,orderDate in Malaysia time (UTC+8),type,status,name,number,email,itemId,itemName,quantity,points')
    expect(lines.filter((l) => l.startsWith(`${older},`)).map(cellsOf)).toEqual([
      [older, '10/06/2026 00:10', 'item', 'Order Placed', member.name, member.number, member.email, item(b).itemId, item(b).nameEn, '1', '30'],
      [older, '10/06/2026 00:10', 'item', 'Order Placed', member.name, member.number, member.email, item(a).itemId, item(a).nameEn, '2', '240'],
    ])
    expect(lines.slice(1, -1).every((l) => l.startsWith(`${older},`) || l.startsWith(`${newer},`))).toBe(true)
    expect((await get('/admin/report/redemptionv2/csv?endDate=2026-06-10')).status).toBe(400)
  })
})

describe('races', () => {
  it('20 cancels of one order at once: one refund, the stock back once, the ledger sums to the balance', async () => {
    const { shopper, item, id } = await anOrder({ quantity: 2, stock: 6, points: 500 })
    const token = await adminAt()
    const answers = await Promise.all(Array.from({ length: 20 }, () => postInProcess(server, '/admin/setting/orders/cancel', { id }, bearer(token))))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    for (const res of answers.filter((r) => r.status === 409)) expect((await json(res)).code).toBe('orderNotCancellable')
    expect(await refunds(id)).toEqual([{ memberId: shopper.id, points: 200 }])
    expect(await stockOf(item)).toBe(6)
    expect(await ledgerSum(shopper.id)).toBe(500)
    expect(await shownBalance(shopper.token)).toBe(500)
    const cancelled = await server.deps.db.selectFrom('orderEvents').select('at').where('orderId', '=', id).where('status', '=', 'CANCELLED').execute()
    expect(cancelled).toHaveLength(1)
  })

  it('a cancel racing a move to DELIVERING: never both, never a refund for an order out for delivery', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => anOrder({ quantity: 1, stock: 3 })))
    const ids = orders.map((o) => o.id)
    expect((await advanced({ ids, to: 'PROCESSING' })).moved).toHaveLength(8)

    // Each order gets a cancel and its own move to DELIVERING, all at once, the move first for half of them.
    const token = await adminAt()
    const requests = orders.flatMap(({ id }, i) => {
      const move = () => postInProcess(server, '/admin/setting/orders/advance', { ids: [id], to: 'DELIVERING', ...DELIVERY }, bearer(token))
      const cancelIt = () => postInProcess(server, '/admin/setting/orders/cancel', { id }, bearer(token))
      return i % 2 ? [move(), cancelIt()] : [cancelIt(), move()]
    })
    const answers = await Promise.all(requests)
    const bodies = await Promise.all(answers.map((r) => json(r)))

    for (const [i, { id, shopper, item }] of orders.entries()) {
      const pair = i % 2 ? [bodies[2 * i], answers[2 * i + 1]!, bodies[2 * i + 1]] : [bodies[2 * i + 1], answers[2 * i]!, bodies[2 * i]]
      const [moveBody, cancelRes, cancelBody] = pair as [{ moved: string[] }, Response, { code?: string }]
      const moved = moveBody.moved.includes(id)
      const cancelled = cancelRes.status === 200
      expect(moved !== cancelled, `order ${i}: moved ${moved}, cancelled ${cancelled}`).toBe(true)
      if (!cancelled) expect(cancelBody.code).toBe('orderNotCancellable')
      expect(await statusOf(id)).toBe(cancelled ? 'CANCELLED' : 'DELIVERING')
      expect(await refunds(id)).toHaveLength(cancelled ? 1 : 0)
      expect(await stockOf(item)).toBe(cancelled ? 3 : 2)
      expect(await ledgerSum(shopper.id)).toBe(cancelled ? 1000 : 900)
    }
  })
})

describe('a long list', () => {
  // Last in the file: these old orders come first in any list without a date.
  it(`lists at most ${MAX_ORDERS_LISTED} orders, the oldest, and says more matched`, async () => {
    const shopper = await insertShopper(server)
    const rows = Array.from({ length: MAX_ORDERS_LISTED + 1 }, (_, i) => {
      const at = new Date(Date.UTC(2025, 0, 1, 2, 0, i)).toISOString()
      return {
        id: randomUUID(),
        memberId: shopper.id,
        kind: 'item' as const,
        totalPoints: 0,
        status: 'Order Placed' as const,
        line1: '1 Jalan Lama',
        line2: '',
        line3: '',
        city: 'Ipoh',
        state: 'Perak',
        postcode: '30000',
        country: 'Malaysia',
        createdAt: at,
        updatedAt: at,
      }
    })
    for (let i = 0; i < rows.length; i += 500) await server.deps.db.insertInto('orders').values(rows.slice(i, i + 500)).execute()
    const { data, truncated } = await list('?startDate=2025-01-01&endDate=2025-01-01')
    expect(truncated).toBe(true)
    expect(data).toHaveLength(MAX_ORDERS_LISTED)
    expect(data[0]!.id).toBe(rows[0]!.id)
    expect(data.at(-1)!.id).toBe(rows[MAX_ORDERS_LISTED - 1]!.id)
    expect((await list('?startDate=2025-01-01&endDate=2025-01-01&status=PROCESSING')).truncated).toBe(false)
  })
})
