import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectError } from '../test-support/expect-error.ts'
import { json } from '../test-support/json.ts'
import { bearer, postInProcess, postJson } from '../test-support/members.ts'
import { insertShopper } from '../test-support/shop.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { insertVoucherType } from '../test-support/vouchers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer() // the clock reads 2 June 2026, 10:00 in Kuala Lumpur
})
afterAll(() => server.close())

const get = (path: string, token: string) => fetch(`${server.api}${path}`, { headers: bearer(token) })
const redeem = (token: string, voucherId: number, headers: Record<string, string> = {}) => postJson(server, '/rewards/voucher/redeem', { voucherId }, { ...bearer(token), ...headers })
const use = (token: string, id: number) => postJson(server, '/rewards/voucher/use', { id }, bearer(token))
const balance = async (id: number) =>
  Number((await server.deps.db.selectFrom('pointsLedger').select((eb) => eb.fn.sum<number>('points').as('sum')).where('memberId', '=', id).executeTakeFirstOrThrow()).sum ?? 0)

describe('e-voucher offers', () => {
  it('lists shown types with codes left, value in sen, and hides the rest and the milestone types', async () => {
    const shopper = await insertShopper(server)
    const offered = await insertVoucherType(server, { codes: 3, points: 500, valueSen: 1050 })
    const empty = await insertVoucherType(server, { codes: 0 })
    const hidden = await insertVoucherType(server, { codes: 2, active: false })
    const { data } = await json(await get('/rewards/voucher/fetch', shopper.token))
    expect(data.find((o: { id: number }) => o.id === offered.id)).toEqual({ id: offered.id, name: offered.name, imageUrl: expect.any(String), points: 500, value: 1050, available: 3, expiresOn: '2026-12-31' })
    const ids = data.map((o: { id: number }) => o.id)
    expect(ids).not.toContain(empty.id)
    expect(ids).not.toContain(hidden.id)
    const milestoneTypes = await server.deps.db.selectFrom('voucherTypes').select('id').where('milestone', 'is not', null).execute()
    expect(milestoneTypes).toHaveLength(2)
    for (const { id } of milestoneTypes) expect(ids).not.toContain(id)
  })
})

describe('redeeming an e-voucher', () => {
  it('gives the member one code and debits the points in one go; the voucher shows in the member view', async () => {
    const shopper = await insertShopper(server, { points: 1000 })
    const type = await insertVoucherType(server, { codes: 2, points: 300, valueSen: 500 })
    const res = await redeem(shopper.token, type.id)
    expect(res.status).toBe(200)
    const { voucher, totalPoints } = await json(res)
    expect(totalPoints).toBe(700)
    expect(voucher).toMatchObject({ name: type.name, code: type.codes[0], points: 300, value: 500, used: false, usedAt: null, expiresOn: '2026-12-31' })
    const mine = (await json(await get('/user/vouchers/fetch', shopper.token))).data
    expect(mine).toEqual([voucher])
    // The spent points show on the Used tab.
    expect((await json(await get('/user/points/fetch?kind=used', shopper.token))).data).toEqual([expect.objectContaining({ source: 'voucher', points: -300 })])
    // Codes are secrets: none in the logs.
    expect(server.logs.join('\n')).not.toContain(type.codes[0])
  })

  it('takes the expiry its type sets, when it sets one', async () => {
    const shopper = await insertShopper(server, { points: 100 })
    const type = await insertVoucherType(server, { codes: 1, points: 0, expiresOn: '2026-09-30' })
    expect((await json(await redeem(shopper.token, type.id))).voucher.expiresOn).toBe('2026-09-30')
  })

  it('refuses without debit: no code left, too few points, hidden or unknown types', async () => {
    const shopper = await insertShopper(server, { points: 100 })
    await expectError(await redeem(shopper.token, (await insertVoucherType(server, { codes: 0 })).id), 409, 'outOfStock')
    await expectError(await redeem(shopper.token, (await insertVoucherType(server, { codes: 1, points: 101 })).id), 409, 'insufficientPoints')
    await expectError(await redeem(shopper.token, (await insertVoucherType(server, { codes: 1, active: false })).id), 409, 'itemNotAvailable')
    await expectError(await redeem(shopper.token, 987654), 404, 'voucherTypeNotFound')
    const milestone = await server.deps.db.selectFrom('voucherTypes').select('id').where('milestone', '=', 5).executeTakeFirstOrThrow()
    await expectError(await redeem(shopper.token, milestone.id), 409, 'itemNotAvailable')
    expect(await balance(shopper.id)).toBe(100)
    expect((await json(await get('/user/vouchers/fetch', shopper.token))).data).toEqual([])
  })

  it('answers a replay with the same Idempotency-Key with the first voucher', async () => {
    const shopper = await insertShopper(server, { points: 1000 })
    const type = await insertVoucherType(server, { codes: 5, points: 100 })
    const key = { 'idempotency-key': `voucher-${shopper.id}-once` }
    const [a, b] = await Promise.all([redeem(shopper.token, type.id, key), redeem(shopper.token, type.id, key)])
    expect((await json(a)).voucher.id).toBe((await json(b)).voucher.id)
    expect(await balance(shopper.id)).toBe(900)
  })

  it('30 members racing for the last 10 codes: 10 get one each, every code held once, 20 refused without debit', async () => {
    const type = await insertVoucherType(server, { codes: 10, points: 200 })
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => insertShopper(server, { points: 500 })))
    const answers = await Promise.all(shoppers.map((s) => postInProcess(server, '/rewards/voucher/redeem', { voucherId: type.id }, bearer(s.token))))
    const won = answers.filter((r) => r.status === 200)
    expect(won).toHaveLength(10)
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(409)
      expect((await json(res)).code).toBe('outOfStock')
    }
    const codes = await Promise.all(won.map(async (r) => (await json(r)).voucher.code))
    expect(new Set(codes).size).toBe(10)
    expect([...codes].sort()).toEqual([...type.codes].sort())
    const balances = await Promise.all(shoppers.map((s) => balance(s.id)))
    expect(balances.filter((b) => b === 300)).toHaveLength(10)
    expect(balances.filter((b) => b === 500)).toHaveLength(20)
    const held = await server.deps.db.selectFrom('voucherCodes').select('memberVoucherId').where('typeId', '=', type.id).execute()
    expect(new Set(held.map((h) => h.memberVoucherId)).size).toBe(10)
  })
})

describe('using a voucher', () => {
  it('marks it used once; a second use, another member\'s voucher and an expired one are refused and said', async () => {
    const shopper = await insertShopper(server, { points: 1000 })
    const other = await insertShopper(server)
    const type = await insertVoucherType(server, { codes: 2, points: 0, expiresOn: '2026-06-02' })
    const { voucher } = await json(await redeem(shopper.token, type.id))
    await expectError(await use(other.token, voucher.id), 404, 'voucherNotFound')
    const first = await use(shopper.token, voucher.id)
    expect(first.status).toBe(200)
    expect((await json(first)).voucher).toMatchObject({ used: true, usedAt: '2026-06-02T02:00:00.000Z' })
    await expectError(await use(shopper.token, voucher.id), 409, 'voucherAlreadyUsed')

    const { voucher: late } = await json(await redeem(shopper.token, type.id))
    server.clock.set('2026-06-02T16:00:00Z') // 3 June in Malaysia: past its last day
    try {
      await expectError(await use(shopper.token, late.id), 409, 'voucherExpired')
    } finally {
      server.clock.set('2026-06-02T02:00:00Z')
    }
  })

  it('is used once when the use is fired 10 times at once', async () => {
    const shopper = await insertShopper(server)
    const type = await insertVoucherType(server, { codes: 1, points: 0 })
    const { voucher } = await json(await redeem(shopper.token, type.id))
    const answers = await Promise.all(Array.from({ length: 10 }, () => postInProcess(server, '/rewards/voucher/use', { id: voucher.id }, bearer(shopper.token))))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1)
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9)
  })

  it('refuses a userId that is not the token\'s', async () => {
    const shopper = await insertShopper(server)
    expect((await postJson(server, '/rewards/voucher/use', { id: 1, userId: 'someone-else' }, bearer(shopper.token))).status).toBe(403)
  })
})
