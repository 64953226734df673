import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectError } from '../test-support/expect-error.ts'
import { json } from '../test-support/json.ts'
import { bearer, postInProcess, postJson } from '../test-support/members.ts'
import { insertShopItem, insertShopper } from '../test-support/shop.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer() // the clock reads 2 June 2026, 10:00 in Kuala Lumpur
})
afterAll(() => server.close())

const get = (path: string, token: string) => fetch(`${server.api}${path}`, { headers: bearer(token) })
const order = (token: string, body: unknown, headers: Record<string, string> = {}, path = '/rewards/redeem') => postJson(server, path, body, { ...bearer(token), ...headers })
const balance = async (id: number) =>
  Number((await server.deps.db.selectFrom('pointsLedger').select((eb) => eb.fn.sum<number>('points').as('sum')).where('memberId', '=', id).executeTakeFirstOrThrow()).sum ?? 0)
const stockOf = async (id: number) => {
  const row = await server.deps.db.selectFrom('rewardItems').select(['inventory', 'redeemed']).where('id', '=', id).executeTakeFirstOrThrow()
  return row.inventory - row.redeemed
}
const ordersOfMember = async (id: number) => (await server.deps.db.selectFrom('orders').select('id').where('memberId', '=', id).execute()).length

describe('GET /rewards/catalog/fetch', () => {
  it('lists shown items with stock left, with their categories, and hides the rest', async () => {
    const shopper = await insertShopper(server)
    const onSale = await insertShopItem(server, { stock: 3 })
    const hidden = await insertShopItem(server, { active: false })
    const soldOut = await insertShopItem(server, { stock: 0 })
    const pregnant = await insertShopItem(server, { kind: 'pregnant' })
    const { id: category } = await server.deps.db.insertInto('rewardCategories').values({ name: 'Shop test category' }).returning('id').executeTakeFirstOrThrow()
    await server.deps.db.insertInto('rewardItemCategories').values({ itemId: onSale, categoryId: category }).execute()

    const res = await get('/rewards/catalog/fetch', shopper.token)
    expect(res.status).toBe(200)
    const { categories, data } = await json(res)
    const ids = data.map((i: { id: number }) => i.id)
    expect(ids).toContain(onSale)
    expect(ids).not.toContain(hidden)
    expect(ids).not.toContain(soldOut)
    expect(ids).not.toContain(pregnant)
    expect(data.find((i: { id: number }) => i.id === onSale)).toMatchObject({ remaining: 3, categories: [category], itemName: { en: expect.any(String), bm: expect.any(String) } })
    expect(categories).toContainEqual({ id: category, name: 'Shop test category' })
  })

  it('needs a signed-in member', async () => {
    expect((await fetch(`${server.api}/rewards/catalog/fetch`)).status).toBe(401)
  })
})

describe('pregnant-mum offers', () => {
  it('are open to a pregnant member until 6 months after the due date, in Malaysia', async () => {
    const offer = await insertShopItem(server, { kind: 'pregnant', points: 50 })
    // Today is 2 June 2026 in Malaysia: a due date of 2 December 2025 is still open, 1 December 2025 is not.
    const open = await insertShopper(server, { points: 500, pregnancyStage: 'pregnant', edb: '2025-12-02' })
    const late = await insertShopper(server, { points: 500, pregnancyStage: 'pregnant', edb: '2025-12-01' })
    const trying = await insertShopper(server, { points: 500, pregnancyStage: 'trying', edb: '2026-12-01' })

    const offers = await json(await get('/rewards/pregnant/fetch', open.token))
    expect(offers.eligible).toBe(true)
    expect(offers.data.map((i: { id: number }) => i.id)).toContain(offer)
    expect(await json(await get('/rewards/pregnant/fetch', late.token))).toEqual({ eligible: false, data: [] })
    expect(await json(await get('/rewards/pregnant/fetch', trying.token))).toEqual({ eligible: false, data: [] })

    const items = [{ id: offer, quantity: 1 }]
    await expectError(await order(late.token, { addressId: late.addressId, items }, {}, '/rewards/redeemPregnant'), 403, 'pregnantOfferClosed')
    await expectError(await order(trying.token, { addressId: trying.addressId, items }, {}, '/rewards/redeemPregnant'), 403, 'pregnantOfferClosed')
    expect(await balance(late.id)).toBe(500)
    const placed = await order(open.token, { addressId: open.addressId, items }, {}, '/rewards/redeemPregnant')
    expect(placed.status).toBe(200)
    expect((await json(placed)).totalPoints).toBe(450)
  })

  it('are not catalogue items, nor the other way round', async () => {
    const shopper = await insertShopper(server, { points: 500, pregnancyStage: 'pregnant', edb: '2026-09-01' })
    const offer = await insertShopItem(server, { kind: 'pregnant' })
    const item = await insertShopItem(server)
    await expectError(await order(shopper.token, { addressId: shopper.addressId, items: [{ id: offer, quantity: 1 }] }), 409, 'itemNotAvailable')
    await expectError(
      await order(shopper.token, { addressId: shopper.addressId, items: [{ id: item, quantity: 1 }] }, {}, '/rewards/redeemPregnant'),
      409,
      'itemNotAvailable',
    )
  })
})

describe('POST /rewards/redeem', () => {
  it('places the order: stock taken, one negative ledger row, the order with its address and tracking', async () => {
    const shopper = await insertShopper(server, { points: 1000 })
    const a = await insertShopItem(server, { points: 120, stock: 5 })
    const b = await insertShopItem(server, { points: 30, stock: 5 })
    const res = await order(shopper.token, { id: undefined, addressId: shopper.addressId, items: [{ id: a, quantity: 2 }, { id: b, quantity: 3 }] })
    expect(res.status).toBe(200)
    const { order: placed, totalPoints } = await json(res)
    expect(totalPoints).toBe(1000 - 240 - 90)
    expect(placed.trackingId).toBe(placed.id.split('-')[0].toUpperCase())
    expect([await stockOf(a), await stockOf(b)]).toEqual([3, 2])
    const ledger = await server.deps.db.selectFrom('pointsLedger').select(['points', 'source', 'reference']).where('memberId', '=', shopper.id).where('source', '=', 'redemption').execute()
    expect(ledger).toEqual([{ points: -330, source: 'redemption', reference: placed.id }])

    const { data } = await json(await get('/rewards/orders/fetch', shopper.token))
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({
      id: placed.id,
      type: 'item',
      status: 'Order Placed',
      totalPoints: 330,
      address: { line1: expect.stringContaining('Jalan Bunga'), city: 'Shah Alam', postcode: '40000' },
      tracking: [{ state: 'Order Placed', time: '2026-06-02T02:00:00.000Z' }],
    })
    expect(data[0].orderItems.map((i: { quantity: number; points: number }) => [i.quantity, i.points])).toEqual([
      [2, 120],
      [3, 30],
    ])

    const track = await postJson(server, '/rewards/track', { id: placed.id }, bearer(shopper.token))
    expect((await json(track)).data).toEqual([{ state: 'Order Placed', time: '2026-06-02T02:00:00.000Z' }])
    // The spent points show on the Used tab of the point history.
    const used = await json(await get('/user/points/fetch?kind=used', shopper.token))
    expect(used.data).toEqual([expect.objectContaining({ source: 'redemption', points: -330 })])
  })

  it('refuses what breaks a rule, writing nothing', async () => {
    const shopper = await insertShopper(server, { points: 300 })
    const other = await insertShopper(server, { points: 300 })
    const item = await insertShopItem(server, { points: 100, stock: 2 })
    const hidden = await insertShopItem(server, { active: false })
    const body = (items: unknown, addressId: unknown = shopper.addressId) => ({ addressId, items })
    await expectError(await order(shopper.token, body([{ id: item, quantity: 0 }])), 422, 'invalidQuantity')
    await expectError(await order(shopper.token, body([{ id: item, quantity: -1 }])), 422, 'invalidQuantity')
    await expectError(await order(shopper.token, body([{ id: item, quantity: 1.5 }])), 422, 'invalidQuantity')
    await expectError(await order(shopper.token, body([])), 422, 'cartEmpty')
    await expectError(await order(shopper.token, body([{ id: item, quantity: 1 }, { id: item, quantity: 1 }])), 422, 'duplicateItem')
    await expectError(await order(shopper.token, body([{ id: 987654, quantity: 1 }])), 409, 'itemNotAvailable')
    await expectError(await order(shopper.token, body([{ id: hidden, quantity: 1 }])), 409, 'itemNotAvailable')
    await expectError(await order(shopper.token, body([{ id: item, quantity: 3 }])), 409, 'outOfStock')
    await expectError(await order(shopper.token, body([{ id: item, quantity: 1 }], other.addressId)), 404, 'addressNotFound')
    const dear = await insertShopItem(server, { points: 301 })
    await expectError(await order(shopper.token, body([{ id: dear, quantity: 1 }])), 409, 'insufficientPoints')
    // Another member's id in the body is refused: who orders comes from the token.
    expect((await order(shopper.token, { id: 'someone-else', addressId: shopper.addressId, items: [{ id: item, quantity: 1 }] })).status).toBe(403)

    expect(await balance(shopper.id)).toBe(300)
    expect(await stockOf(item)).toBe(2)
    expect(await ordersOfMember(shopper.id)).toBe(0)
  })

  it('answers a replay with the same Idempotency-Key with the first order, placing one', async () => {
    const shopper = await insertShopper(server, { points: 500 })
    const item = await insertShopItem(server, { points: 100 })
    const body = { addressId: shopper.addressId, items: [{ id: item, quantity: 1 }] }
    const key = { 'idempotency-key': `order-${shopper.id}-once` }
    const [first, second] = await Promise.all([order(shopper.token, body, key), order(shopper.token, body, key)])
    expect((await json(first)).order.id).toBe((await json(second)).order.id)
    expect(await ordersOfMember(shopper.id)).toBe(1)
    expect(await balance(shopper.id)).toBe(400)
  })

  it('tracks only the member\'s own orders', async () => {
    const shopper = await insertShopper(server, { points: 500 })
    const other = await insertShopper(server)
    const item = await insertShopItem(server)
    const placed = (await json(await order(shopper.token, { addressId: shopper.addressId, items: [{ id: item, quantity: 1 }] }))).order
    await expectError(await postJson(server, '/rewards/track', { id: placed.id }, bearer(other.token)), 404, 'orderNotFound')
    await expectError(await postJson(server, '/rewards/track', { id: 'no-such-order' }, bearer(shopper.token)), 404, 'orderNotFound')
  })
})

describe('orders racing', () => {
  it('50 members ordering the last 5 units: exactly 5 get one, stock ends at 0, the others keep their points', async () => {
    const item = await insertShopItem(server, { points: 100, stock: 5 })
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => insertShopper(server, { points: 1000 })))
    const answers = await Promise.all(
      shoppers.map((s) => postInProcess(server, '/rewards/redeem', { addressId: s.addressId, items: [{ id: item, quantity: 1 }] }, bearer(s.token))),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
    expect(statuses.filter((s) => s === 409)).toHaveLength(45)
    for (const res of answers.filter((r) => r.status === 409)) expect((await json(res)).code).toBe('outOfStock')
    expect(await stockOf(item)).toBe(0)
    const balances = await Promise.all(shoppers.map((s) => balance(s.id)))
    expect(balances.filter((b) => b === 900)).toHaveLength(5)
    expect(balances.filter((b) => b === 1000)).toHaveLength(45)
  })

  it('one member firing 20 orders worth more than the balance: it never goes below zero, the ledger sums to it', async () => {
    const shopper = await insertShopper(server, { points: 1000 })
    const item = await insertShopItem(server, { points: 150, stock: 100 })
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postInProcess(server, '/rewards/redeem', { addressId: shopper.addressId, items: [{ id: item, quantity: 1 }] }, bearer(shopper.token))),
    )
    const placed = answers.filter((r) => r.status === 200).length
    expect(placed).toBe(6) // 6 x 150 = 900 of 1000
    for (const res of answers.filter((r) => r.status !== 200)) expect((await json(res)).code).toBe('insufficientPoints')
    expect(await balance(shopper.id)).toBe(100)
    expect(await ordersOfMember(shopper.id)).toBe(6)
    expect(await stockOf(item)).toBe(94)
    const paid = await server.deps.db.selectFrom('orders').select((eb) => eb.fn.sum<number>('totalPoints').as('sum')).where('memberId', '=', shopper.id).executeTakeFirstOrThrow()
    expect(Number(paid.sum)).toBe(900)
  })
})
