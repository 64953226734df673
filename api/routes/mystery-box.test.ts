import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { inTransaction } from '../db/transaction.ts'
import { balanceOf } from '../services/ledger.ts'
import { openMysteryBox } from '../services/mystery-box.ts'
import { adminToken } from '../test-support/admins.ts'
import { generateCodes } from '../test-support/code-batches.ts'
import { expectError } from '../test-support/expect-error.ts'
import { json } from '../test-support/json.ts'
import { bearer, createMember, postInProcess, postJson } from '../test-support/members.ts'
import { addCampaign, addPrize, insertBoxes } from '../test-support/mystery-box.ts'
import { memberId } from '../test-support/points.ts'
import { pendingReceipt } from '../test-support/receipt-review.ts'
import { pointChart } from '../test-support/receipts.ts'
import { insertShopper } from '../test-support/shop.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { insertVoucherType } from '../test-support/vouchers.ts'

const START = '2026-06-02T02:00:00Z' // Tuesday 2 June 2026, 10:00 in Kuala Lumpur
let server: TestServer
let adminKey: string
let admin: Record<string, string>
beforeAll(async () => {
  server = await startTestServer()
  adminKey = await adminToken(server)
  admin = bearer(adminKey)
})
afterAll(() => server.close())
afterEach(() => server.clock.set(START))

const scan = (token: string, code: string, headers: Record<string, string> = {}) => postJson(server, '/user/scancode', { code }, { ...bearer(token), ...headers })
const open = (token: string, boxId: number, headers: Record<string, string> = {}) => postJson(server, '/campaign/box/open', { boxId }, { ...bearer(token), ...headers })
const entries = async (token: string) => json(await fetch(`${server.api}/campaign/entries`, { headers: bearer(token) }))
const boxesOf = (member: number, campaignId: number) => server.deps.db.selectFrom('mysteryBoxes').selectAll().where('memberId', '=', member).where('campaignId', '=', campaignId).execute()
const prizeRow = (id: number) => server.deps.db.selectFrom('mysteryPrizes').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const ledgerOf = (member: number) => server.deps.db.selectFrom('pointsLedger').selectAll().where('memberId', '=', member).where('source', '=', 'mysteryBox').execute()
/** Campaigns that no other test's box should join: hidden once their test is done. */
const hideAll = () => server.deps.db.updateTable('mysteryCampaigns').set({ active: 0 }).execute()

describe('granting boxes', () => {
  afterEach(hideAll)

  it('gives one box per credited code and campaign, once: a replayed scan and a second scan give nothing more', async () => {
    const campaign = await addCampaign(server, admin)
    const other = await addCampaign(server, admin)
    const { codes } = await generateCodes(server, adminKey, { quantity: 3 })
    const member = await createMember(server)
    const id = await memberId(server, member.uuid)
    const key = { 'idempotency-key': `mystery-scan-${id}` }
    const first = await scan(member.token, codes[0]!, key)
    expect(first.status).toBe(200)
    expect((await json(first)).mysteryBoxes).toBe(2)
    // The offline queue replays the same submission: the first answer, no second box.
    const replay = await scan(member.token, codes[0]!, key)
    expect((await json(replay)).mysteryBoxes).toBe(2)
    await expectError(await scan(member.token, codes[0]!), 409, 'codeAlreadyRegistered')
    expect(await boxesOf(id, campaign.id)).toHaveLength(1)
    expect(await boxesOf(id, other.id)).toHaveLength(1)
    const [box] = await boxesOf(id, campaign.id)
    expect(box).toMatchObject({ source: 'code', reference: codes[0], grantedAt: new Date(START).toISOString(), openedAt: null })
    const listed = await entries(member.token)
    expect(listed.boxes.map((b: { campaign: { id: number } }) => b.campaign.id).sort()).toEqual([campaign.id, other.id].sort())
    expect(listed.data).toEqual([])
  })

  it('gives no box outside the campaign\'s dates, nor for a hidden campaign', async () => {
    const later = await addCampaign(server, admin, { startsAt: '2026-06-02T10:00:01+08:00' })
    const over = await addCampaign(server, admin, { startsAt: '2026-05-01T00:00:00+08:00', endsAt: '2026-06-02T10:00:00+08:00' })
    const hidden = await addCampaign(server, admin, { active: false })
    const { codes } = await generateCodes(server, adminKey, { quantity: 2 })
    const member = await createMember(server)
    const id = await memberId(server, member.uuid)
    expect((await json(await scan(member.token, codes[0]!))).mysteryBoxes).toBe(0)
    for (const c of [later, over, hidden]) expect(await boxesOf(id, c.id)).toHaveLength(0)
    expect((await entries(member.token)).campaigns).toEqual([])
    // One second after its start, the later campaign runs (its end, 10:00:00, is not in the other's window).
    server.clock.set('2026-06-02T02:00:01Z')
    expect((await json(await scan(member.token, codes[1]!))).mysteryBoxes).toBe(1)
    expect(await boxesOf(id, later.id)).toHaveLength(1)
  })

  it('gives one box per approved receipt, none for a second approval', async () => {
    const campaign = await addCampaign(server, admin)
    const member = await createMember(server)
    const id = await memberId(server, member.uuid)
    const chart = await pointChart(server, member.token)
    const receipt = await pendingReceipt(server, member.token, { retailerId: chart.store.value, products: [{ skuId: chart.skus[0]!.value, quantity: 1 }] })
    expect(await boxesOf(id, campaign.id)).toHaveLength(0)
    expect((await postJson(server, '/admin/setting/receipt/approve', { id: receipt }, admin)).status).toBe(200)
    expect((await postJson(server, '/admin/setting/receipt/approve', { id: receipt }, admin)).status).toBe(409)
    expect(await boxesOf(id, campaign.id)).toEqual([expect.objectContaining({ source: 'receipt', reference: receipt })])
  })
})

describe('opening a box', () => {
  afterEach(hideAll)

  it('draws a points prize: credited through the ledger keyed by the box, shown in the history; a second opening and another member\'s box are refused', async () => {
    const campaign = await addCampaign(server, admin)
    const prize = await addPrize(server, admin, campaign.id, { points: 250 })
    const member = await insertShopper(server)
    const stranger = await insertShopper(server)
    const [boxId] = await insertBoxes(server, member.id, campaign.id)
    await expectError(await open(stranger.token, boxId!), 404, 'mysteryBoxNotFound')
    const res = await open(member.token, boxId!)
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(body).toEqual({
      entry: { createdAt: new Date(START).toISOString(), type: 'POINTS', name: { en: prize.nameEn, bm: prize.nameBm }, image: prize.image, points: 250, voucher: null, draw: null },
      totalPoints: 250,
    })
    await expectError(await open(member.token, boxId!), 409, 'mysteryBoxOpened')
    expect(await ledgerOf(member.id)).toEqual([expect.objectContaining({ points: 250, reference: String(boxId) })])
    expect((await prizeRow(prize.id)).given).toBe(1)
    const listed = await entries(member.token)
    expect(listed.data).toEqual([body.entry])
    expect(listed.boxes).toEqual([])
    expect((await entries(stranger.token)).data).toEqual([])
    // The point history names it.
    const used = await json(await fetch(`${server.api}/user/points/fetch?kind=earned`, { headers: bearer(member.token) }))
    expect(used.data).toEqual([expect.objectContaining({ source: 'mysteryBox', points: 250 })])
  })

  it('draws a voucher prize: a waiting code of the type, held in My vouchers with the type\'s own expiry, no points debited', async () => {
    const campaign = await addCampaign(server, admin)
    const type = await insertVoucherType(server, { codes: 2, points: 900, expiresOn: '2026-09-05' })
    await addPrize(server, admin, campaign.id, { kind: 'voucher', voucherTypeId: type.id, points: '' })
    const member = await insertShopper(server, { points: 10 })
    const [boxId] = await insertBoxes(server, member.id, campaign.id)
    const { entry, totalPoints } = await json(await open(member.token, boxId!))
    expect(totalPoints).toBe(10)
    expect(entry).toMatchObject({ type: 'VOUCHER', points: null, voucher: { code: type.codes[0], expiresOn: '2026-09-05' } })
    const mine = (await json(await fetch(`${server.api}/user/vouchers/fetch`, { headers: bearer(member.token) }))).data
    expect(mine).toEqual([expect.objectContaining({ code: type.codes[0], expiresOn: '2026-09-05', points: 0, used: false })])
  })

  it('answers a replay with the same Idempotency-Key with the first prize', async () => {
    const campaign = await addCampaign(server, admin)
    await addPrize(server, admin, campaign.id, { points: 10, weight: 1 })
    await addPrize(server, admin, campaign.id, { points: 20, weight: 1 })
    const member = await insertShopper(server)
    const [boxId] = await insertBoxes(server, member.id, campaign.id)
    const key = { 'idempotency-key': `mystery-open-${member.id}` }
    const [a, b] = await Promise.all([open(member.token, boxId!, key), open(member.token, boxId!, key)])
    expect(await json(a)).toEqual(await json(b))
    expect(await ledgerOf(member.id)).toHaveLength(1)
  })

  it('keeps the box closed when no prize has stock left, or no voucher code is left: nothing written', async () => {
    const campaign = await addCampaign(server, admin)
    const type = await insertVoucherType(server, { codes: 0 })
    const empty = await addPrize(server, admin, campaign.id, { stock: 0 })
    const noCodes = await addPrize(server, admin, campaign.id, { kind: 'voucher', voucherTypeId: type.id, points: '' })
    const member = await insertShopper(server)
    const [boxId] = await insertBoxes(server, member.id, campaign.id)
    await expectError(await open(member.token, boxId!), 409, 'mysteryPrizesGone')
    expect((await boxesOf(member.id, campaign.id))[0]).toMatchObject({ openedAt: null, prizeId: null })
    expect((await prizeRow(empty.id)).given).toBe(0)
    expect((await prizeRow(noCodes.id)).given).toBe(0)
    expect(await ledgerOf(member.id)).toEqual([])
  })

  it('20 openings of one box at once: one prize', async () => {
    const campaign = await addCampaign(server, admin)
    const prize = await addPrize(server, admin, campaign.id, { points: 30 })
    const member = await insertShopper(server)
    const [boxId] = await insertBoxes(server, member.id, campaign.id)
    const answers = await Promise.all(Array.from({ length: 20 }, () => postInProcess(server, '/campaign/box/open', { boxId }, bearer(member.token))))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1)
    for (const res of answers.filter((r) => r.status !== 200)) await expectError(res, 409, 'mysteryBoxOpened')
    expect(await ledgerOf(member.id)).toHaveLength(1)
    expect(await balanceOf(server.deps.db, member.id)).toBe(30)
    expect((await prizeRow(prize.id)).given).toBe(1)
  })

  it('20 members opening at once against a prize with stock 3: exactly 3 given, the other boxes stay closed', async () => {
    const campaign = await addCampaign(server, admin)
    const prize = await addPrize(server, admin, campaign.id, { points: 40, stock: 3 })
    const members = await Promise.all(Array.from({ length: 20 }, () => insertShopper(server)))
    const boxes = await Promise.all(members.map(async (m) => (await insertBoxes(server, m.id, campaign.id))[0]!))
    const answers = await Promise.all(members.map((m, i) => postInProcess(server, '/campaign/box/open', { boxId: boxes[i] }, bearer(m.token))))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3)
    for (const res of answers.filter((r) => r.status !== 200)) await expectError(res, 409, 'mysteryPrizesGone')
    expect((await prizeRow(prize.id)).given).toBe(3)
    const opened = await server.deps.db.selectFrom('mysteryBoxes').select('id').where('campaignId', '=', campaign.id).where('openedAt', 'is not', null).execute()
    expect(opened).toHaveLength(3)
    const balances = await Promise.all(members.map((m) => balanceOf(server.deps.db, m.id)))
    expect(balances.filter((b) => b === 40)).toHaveLength(3)
    expect(balances.filter((b) => b === 0)).toHaveLength(17)
  })
})

describe('the randomness of the draw', () => {
  it('over 10,000 opened boxes, each prize\'s share keeps within 5 sigma of its weight and no prize passes its stock', { timeout: 480_000 }, async () => {
    const campaign = await addCampaign(server, admin)
    const weights = [1, 3, 6]
    const prizes = []
    for (const [i, weight] of weights.entries()) prizes.push(await addPrize(server, admin, campaign.id, { points: i + 1, weight, stock: 1_000_000 }))
    // A heavy prize of little stock: drawn half the time until its 50 are gone, never after.
    const scarce = await addPrize(server, admin, campaign.id, { points: 100, weight: 10, stock: 50 })
    const member = await insertShopper(server)
    const boxes = await insertBoxes(server, member.id, campaign.id, 10_000)
    const at = server.clock.now()
    // The service the route calls, many openings to a transaction so both engines get through them quickly.
    for (let first = 0; first < boxes.length; first += 500) {
      await inTransaction(server.deps.db, async (trx) => {
        for (const boxId of boxes.slice(first, first + 500)) await openMysteryBox(trx, member.id, boxId, at)
      })
    }
    expect((await prizeRow(scarce.id)).given).toBe(50)
    // Among the other draws, each is A, B or C with probability 1/10, 3/10, 6/10, scarce prize or not.
    const n = 10_000 - 50
    for (const [i, prize] of prizes.entries()) {
      const given = (await prizeRow(prize.id)).given
      const p = weights[i]! / 10
      expect(Math.abs(given - n * p)).toBeLessThanOrEqual(5 * Math.sqrt(n * p * (1 - p)))
    }
    const opened = await server.deps.db.selectFrom('mysteryBoxes').select('id').where('campaignId', '=', campaign.id).where('openedAt', 'is not', null).execute()
    expect(opened).toHaveLength(10_000)
  })
})
