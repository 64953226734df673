import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runTierReviews } from '../services/tier-review.ts'
import { adminToken } from '../test-support/admins.ts'
import { generateCodes } from '../test-support/code-batches.ts'
import { json } from '../test-support/json.ts'
import { bearer, createMember, postJson } from '../test-support/members.ts'
import { addPoints, memberId } from '../test-support/points.ts'
import { pendingReceipt } from '../test-support/receipt-review.ts'
import { pointChart } from '../test-support/receipts.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

let server: TestServer
let admin: string
let store: number
let sku: { id: number; points: number }
beforeAll(async () => {
  server = await startTestServer()
  admin = await adminToken(server)
  const chart = await pointChart(server, (await createMember(server)).token)
  store = chart.store.value
  sku = { id: chart.skus[0]!.value, points: chart.skus[0]!.pointsPerUnit }
})
afterAll(() => server.close())

type Member = Awaited<ReturnType<typeof createMember>>

const inbox = async (member: Member, query = '') => {
  const res = await fetch(`${server.api}/inbox/fetch${query}`, { headers: bearer(member.token) })
  expect(res.status).toBe(200)
  return json(res)
}
const unread = async (member: Member) => (await json(await fetch(`${server.api}/inbox/unread`, { headers: bearer(member.token) }))).unread
const read = (member: Member, id: number) => postJson(server, '/inbox/read', { id }, bearer(member.token))
const remove = (member: Member, id: number) => postJson(server, '/inbox/remove', { id }, bearer(member.token))
const clear = (member: Member) => postJson(server, '/inbox/clear', {}, bearer(member.token))

/** A receipt of `quantity` of one product, sent by the member and waiting for review. */
const receipt = (member: Member, invoiceNo: string, quantity = 1) => pendingReceipt(server, member.token, { retailerId: store, invoiceNo, products: [{ skuId: sku.id, quantity }] })
const approve = (body: object) => postJson(server, '/admin/setting/receipt/approve', body, bearer(admin))
const reject = (body: object) => postJson(server, '/admin/setting/receipt/reject', body, bearer(admin))

let members = 0
/** A member with `count` approved receipts, so `count` unread messages; the receipts' invoices are `<prefix>-1`, `-2`, …. */
async function memberWithMessages(count: number) {
  const member = await createMember(server)
  const prefix = `INV-M${++members}`
  for (let i = 1; i <= count; i++) expect((await approve({ id: await receipt(member, `${prefix}-${i}`) })).status).toBe(200)
  return Object.assign(member, { prefix })
}

describe('receipt decisions in the inbox', () => {
  it('tell the member of an approval with its points, and of a rejection with its reason', async () => {
    const member = await createMember(server)
    const first = await receipt(member, 'INV-IN-1', 2)
    const second = await receipt(member, 'INV-IN-2')
    const third = await receipt(member, 'INV-IN-3')
    expect((await approve({ id: first })).status).toBe(200)
    expect((await reject({ id: second, reason: 'unreadable' })).status).toBe(200)
    expect((await reject({ id: third, reason: 'Gambar resit kabur.' })).status).toBe(200)

    const page = await inbox(member)
    // The first receipt earns 3x (decision 29).
    expect(page.data).toEqual([
      { id: expect.any(Number), kind: 'receiptRejected', params: { invoiceNo: 'INV-IN-3', reason: 'Gambar resit kabur.' }, read: false, createdAt: expect.any(String) },
      { id: expect.any(Number), kind: 'receiptRejected', params: { invoiceNo: 'INV-IN-2', reason: 'unreadable' }, read: false, createdAt: expect.any(String) },
      { id: expect.any(Number), kind: 'receiptApproved', params: { invoiceNo: 'INV-IN-1', points: sku.points * 2 * 3 }, read: false, createdAt: server.clock.now().toISOString() },
    ])
    expect(page).toMatchObject({ unread: 3, nextBefore: null })
    expect(await unread(member)).toBe(3)
    const view = await json(await postJson(server, '/user/session', { token: member.token }))
    expect(view.user.unreadMessages).toBe(3)
  })

  it('post nothing when the decision fails, and only once for a receipt decided twice', async () => {
    const member = await createMember(server)
    const id = await receipt(member, 'INV-ONCE')
    // Other points than the suggestion need a note: refused, nothing credited, no message.
    expect((await approve({ id, points: 1 })).status).toBe(422)
    expect((await inbox(member)).data).toEqual([])
    const twice = await Promise.all([approve({ id }), approve({ id }), reject({ id, reason: 'unreadable' })])
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409, 409])
    expect((await inbox(member)).data).toHaveLength(1)
  })
})

describe('other events in the inbox', () => {
  it('tell of the e-vouchers of the 5th and 10th codes, with their codes', async () => {
    const { codes } = await generateCodes(server, admin, { quantity: 10 })
    const member = await createMember(server)
    const vouchers: string[] = []
    for (const code of codes) {
      const credit = await json(await postJson(server, '/user/scancode', { code }, bearer(member.token)))
      if (credit.voucher) vouchers.push(credit.voucher.code)
    }
    expect((await inbox(member)).data.map((m: { kind: string; params: object }) => [m.kind, m.params])).toEqual([
      ['milestoneVoucher', { ringgit: 10, codes: 10, code: vouchers[1] }],
      ['milestoneVoucher', { ringgit: 5, codes: 5, code: vouchers[0] }],
    ])
  })

  it('tell of a tier moving up or down at the yearly review, not of a review that changes nothing', async () => {
    const [up, down, same] = [await createMember(server), await createMember(server), await createMember(server)]
    const [upId, downId, sameId] = [await memberId(server, up.uuid), await memberId(server, down.uuid), await memberId(server, same.uuid)]
    await server.deps.db.updateTable('members').set({ tier: 'diamond' }).where('id', '=', downId).execute()
    await addPoints(server, upId, 4200, '2026-09-01T04:00:00Z')
    await addPoints(server, sameId, 100, '2026-09-01T04:00:00Z')
    server.clock.set('2027-06-02T05:00:00Z') // the first review, a year after joining
    await runTierReviews(server.deps.db, server.clock)
    server.clock.set('2026-06-02T02:00:00Z')

    expect((await inbox(up)).data).toEqual([expect.objectContaining({ kind: 'tierUpgraded', params: { tier: 'platinum', points: 4200 } })])
    expect((await inbox(down)).data).toEqual([expect.objectContaining({ kind: 'tierDowngraded', params: { tier: 'platinum', points: 0 } })])
    expect((await inbox(same)).data).toEqual([])
  })
})

describe('reading the inbox', () => {
  it('pages newest first', async () => {
    const member = await memberWithMessages(3)
    const first = await inbox(member, '?limit=2')
    const invoices = (page: { data: { params: { invoiceNo: string } }[] }) => page.data.map((m) => m.params.invoiceNo)
    expect(invoices(first)).toEqual([`${member.prefix}-3`, `${member.prefix}-2`])
    expect(first.nextBefore).toBe(first.data[1].id)
    const next = await inbox(member, `?limit=2&before=${first.nextBefore}`)
    expect(invoices(next)).toEqual([`${member.prefix}-1`])
    expect(next.nextBefore).toBeNull()
    expect((await fetch(`${server.api}/inbox/fetch?limit=101`, { headers: bearer(member.token) })).status).toBe(422)
  })

  it('marks an opened message read, once, and answers the unread count', async () => {
    const member = await memberWithMessages(2)
    const [newest, oldest] = (await inbox(member)).data
    const res = await read(member, oldest.id)
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ unread: 1 })
    const readAt = (await server.deps.db.selectFrom('inboxMessages').select('readAt').where('id', '=', oldest.id).executeTakeFirstOrThrow()).readAt
    server.clock.advance(60_000)
    expect(await json(await read(member, oldest.id))).toEqual({ unread: 1 })
    expect((await server.deps.db.selectFrom('inboxMessages').select('readAt').where('id', '=', oldest.id).executeTakeFirstOrThrow()).readAt).toBe(readAt)
    expect((await inbox(member)).data.map((m: { id: number; read: boolean }) => [m.id, m.read])).toEqual([
      [newest.id, false],
      [oldest.id, true],
    ])
  })

  it('removes one message, or all of them', async () => {
    const member = await memberWithMessages(3)
    const [newest, middle] = (await inbox(member)).data
    expect(await json(await remove(member, middle.id))).toEqual({ unread: 2 })
    expect((await inbox(member)).data.map((m: { id: number }) => m.id)).not.toContain(middle.id)
    expect(await json(await read(member, newest.id))).toEqual({ unread: 1 })
    expect(await json(await clear(member))).toEqual({ unread: 0 })
    expect(await inbox(member)).toEqual({ data: [], nextBefore: null, unread: 0 })
  })

  it('answers another member’s message as one that does not exist, and leaves it alone', async () => {
    const [owner, other] = [await memberWithMessages(1), await memberWithMessages(1)]
    const [message] = (await inbox(owner)).data
    for (const res of [await read(other, message.id), await remove(other, message.id)]) {
      expect(res.status).toBe(404)
      expect(await json(res)).toMatchObject({ code: 'messageNotFound' })
    }
    expect((await read(other, 999_999_999)).status).toBe(404)
    await clear(other)
    expect((await inbox(owner)).data).toEqual([message])
  })

  it('needs a session, and takes the member from it only', async () => {
    const member = await memberWithMessages(1)
    const [message] = (await inbox(member)).data
    expect((await fetch(`${server.api}/inbox/fetch`)).status).toBe(401)
    expect((await fetch(`${server.api}/inbox/unread`)).status).toBe(401)
    for (const path of ['/inbox/read', '/inbox/remove', '/inbox/clear']) expect((await postJson(server, path, { id: message.id })).status).toBe(401)
    expect((await postJson(server, '/inbox/read', { id: message.id, memberId: 1 }, bearer(member.token))).status).toBe(400)
    expect((await postJson(server, '/admin/setting/receipt/approve', {}, bearer(member.token))).status).toBe(403)
    expect((await postJson(server, '/inbox/clear', {}, bearer(admin))).status).toBe(403)
  })
})
