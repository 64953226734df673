import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { balanceOf } from '../../services/ledger.ts'
import { lastAudit } from '../../test-support/audit.ts'
import { adminToken } from '../../test-support/admins.ts'
import { json } from '../../test-support/json.ts'
import { bearer, createMember, postJson } from '../../test-support/members.ts'
import { newPng, pendingReceipt, sendReceipt } from '../../test-support/receipt-review.ts'
import { pointChart } from '../../test-support/receipts.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

const START = '2026-06-02T02:00:00Z'
let server: TestServer
let admin: string
let store: number
let skuA: { id: number; points: number }
let skuB: { id: number; points: number }

beforeAll(async () => {
  server = await startTestServer()
  admin = await adminToken(server)
  const someone = await createMember(server)
  const chart = await pointChart(server, someone.token)
  store = chart.store.value
  const [a, b] = chart.skus
  skuA = { id: a!.value, points: a!.pointsPerUnit }
  skuB = { id: b!.value, points: b!.pointsPerUnit }
})
afterAll(() => server.close())
afterEach(() => server.clock.set(START))

const queue = async (query = '', token = admin) => fetch(`${server.api}/admin/fetch/dashboard/receipts${query}`, { headers: bearer(token) })
const queued = async (id: string) => {
  const { data } = await json(await queue())
  return data.find((r: { id: string }) => r.id === id)
}
const approve = (body: object, token = admin) => postJson(server, '/admin/setting/receipt/approve', body, bearer(token))
const reject = (body: object, token = admin) => postJson(server, '/admin/setting/receipt/reject', body, bearer(token))
const history = async (token: string) => (await json(await fetch(`${server.api}/receipt/history`, { headers: bearer(token) }))).data
const ledgerRows = (reference: string) => server.deps.db.selectFrom('pointsLedger').selectAll().where('source', '=', 'receipt').where('reference', '=', reference).execute()

/** Two of A and three of B: what the chart gives before any bonus. */
const twoProducts = () => [
  { skuId: skuA.id, quantity: 2 },
  { skuId: skuB.id, quantity: 3 },
]
const base = () => skuA.points * 2 + skuB.points * 3

describe('the review queue', () => {
  it('shows a pending receipt with its member, store, products and suggested points', async () => {
    const member = await createMember(server, { name: 'Nur Aina' })
    const id = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts(), invoiceNo: 'INV-QUEUE-1', receiptDate: '2026-05-28' })
    const receipt = await queued(id)
    expect(receipt).toMatchObject({
      member: { name: 'Nur Aina', email: member.email, number: member.number },
      store: { isOther: false, otherStore: null },
      receiptDate: '2026-05-28',
      invoiceNo: 'INV-QUEUE-1',
      uploadedAt: START.replace('Z', '.000Z'),
      status: 'pending',
      suggestedPoints: base() * 3,
      bonuses: { firstReceipt: true, doublePointDay: false },
      points: null,
      reason: null,
      fileUrl: `/api/receipt/file/${id}`,
      fileType: 'image/png',
    })
    expect(receipt.products).toHaveLength(2)
    expect(receipt.products).toContainEqual(expect.objectContaining({ skuId: skuA.id, quantity: 2, pointsPerUnit: skuA.points }))
  })

  it('names the store a member typed under Others', async () => {
    const member = await createMember(server)
    const { others } = await pointChart(server, member.token)
    const id = await pendingReceipt(server, member.token, { retailerId: others.value, otherStore: 'Kedai Runcit Ah Seng', products: twoProducts() })
    expect((await queued(id)).store).toEqual({ label: others.label, isOther: true, otherStore: 'Kedai Runcit Ah Seng' })
  })

  it('lists pending receipts oldest first, then decided ones, and filters by status', async () => {
    const member = await createMember(server)
    const first = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts() })
    server.clock.advance(60_000)
    const second = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts() })
    server.clock.advance(60_000)
    const third = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts() })
    expect((await reject({ id: second, reason: 'unreadable' })).status).toBe(200)

    const all = (await json(await queue())).data.map((r: { id: string }) => r.id)
    expect(all.indexOf(first)).toBeLessThan(all.indexOf(third))
    expect(all.indexOf(third)).toBeLessThan(all.indexOf(second))

    const pending = await json(await queue('?status=pending'))
    expect(pending.data.every((r: { status: string }) => r.status === 'pending')).toBe(true)
    expect(pending.total).toBe(pending.data.length)
    expect(pending.data.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([first, third]))
    const rejected = await json(await queue('?status=rejected'))
    expect(rejected.data.map((r: { id: string }) => r.id)).toContain(second)
    expect(rejected.data.map((r: { id: string }) => r.id)).not.toContain(first)
    expect((await queue('?status=lost')).status).toBe(422)
  })

  it('filters by the Malaysian date of the upload, both dates or neither', async () => {
    const member = await createMember(server)
    // 00:30 on 2 June in Kuala Lumpur is still 1 June in UTC.
    server.clock.set('2026-06-01T16:30:00Z')
    const id = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts() })
    const ids = async (query: string) => (await json(await queue(query))).data.map((r: { id: string }) => r.id)
    expect(await ids('?startDate=2026-06-02&endDate=2026-06-02')).toContain(id)
    expect(await ids('?startDate=2026-05-01&endDate=2026-06-01')).not.toContain(id)
    expect(await ids('?status=pending&startDate=2026-06-01&endDate=2026-06-03')).toContain(id)
    const half = await queue('?startDate=2026-06-02')
    expect(half.status).toBe(422)
    expect(await json(half)).toMatchObject({ code: 'dateRangeRequired' })
  })
})

describe('approving', () => {
  it('credits the chart’s points for two products, 3x on the member’s first approved receipt only', async () => {
    const member = await createMember(server)
    const first = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts() })
    const second = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts() })
    // Both wait as the member's first receipt until one is approved.
    expect((await queued(second)).suggestedPoints).toBe(base() * 3)

    const res = await approve({ id: first })
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({ id: first, status: 'approved', points: base() * 3, suggestedPoints: null, note: null })
    expect(await ledgerRows(first)).toMatchObject([{ points: base() * 3, source: 'receipt', reference: first }])
    expect(await lastAudit(server, 'receipt', first)).toMatchObject({ action: 'receipt.approve', before: { status: 'pending' }, after: { status: 'approved', points: base() * 3 } })

    expect(await queued(second)).toMatchObject({ suggestedPoints: base(), bonuses: { firstReceipt: false, doublePointDay: false } })
    // The suggestion sent back as the points needs no note.
    expect((await approve({ id: second, points: base() })).status).toBe(200)

    const memberId = (await server.deps.db.selectFrom('members').select('id').where('uuid', '=', member.uuid).executeTakeFirstOrThrow()).id
    expect(await balanceOf(server.deps.db, memberId)).toBe(base() * 4)
    const seen = await history(member.token)
    expect(seen.find((r: { id: string }) => r.id === first)).toMatchObject({ status: 'approved', points: base() * 3, reason: null })
    expect(seen.find((r: { id: string }) => r.id === second)).toMatchObject({ status: 'approved', points: base() })
  })

  it('doubles a receipt uploaded on a double-point day, whenever it is approved', async () => {
    server.clock.set('2026-06-15T03:00:00Z') // the 15th, a default double-point day
    const member = await createMember(server)
    const id = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts(), receiptDate: '2026-06-14' })
    server.clock.set(START)
    expect(await queued(id)).toMatchObject({ suggestedPoints: base() * 3 * 2, bonuses: { firstReceipt: true, doublePointDay: true } })
    expect(await json(await approve({ id }))).toMatchObject({ points: base() * 6 })
  })

  it('follows the double-point days as the back office sets them', async () => {
    const member = await createMember(server)
    const id = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts() })
    expect((await queued(id)).suggestedPoints).toBe(base() * 3)
    expect((await postJson(server, '/admin/setting/doublePointsDate/edit', { newDate: [2] }, bearer(admin))).status).toBe(200)
    try {
      expect((await queued(id)).suggestedPoints).toBe(base() * 6)
    } finally {
      await postJson(server, '/admin/setting/doublePointsDate/edit', { newDate: [15, 22] }, bearer(admin))
    }
  })

  it('takes other points only with a note', async () => {
    const member = await createMember(server)
    const id = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts() })
    const bare = await approve({ id, points: 999 })
    expect(bare.status).toBe(422)
    expect(await json(bare)).toMatchObject({ code: 'adjustmentNoteRequired' })
    expect(await json(await approve({ id, points: 999, note: '   ' }))).toMatchObject({ code: 'adjustmentNoteRequired' })
    for (const points of [0, 1.5, 1_000_001, '50']) expect(await json(await approve({ id, points, note: 'x' })), String(points)).toMatchObject({ code: 'receiptPointsInvalid' })
    expect(await ledgerRows(id)).toEqual([])

    const res = await approve({ id, points: 999, note: 'Only one pack was eligible' })
    expect(await json(res)).toMatchObject({ status: 'approved', points: 999, note: 'Only one pack was eligible' })
    expect(await ledgerRows(id)).toMatchObject([{ points: 999 }])
    expect((await history(member.token))[0]).toMatchObject({ status: 'approved', points: 999 })
  })

  it('credits once when two admins approve at the same moment', async () => {
    const other = await adminToken(server)
    const member = await createMember(server)
    const id = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts() })
    const answers = await Promise.all([approve({ id }), approve({ id }, other), approve({ id, points: 5, note: 'late' }, other)])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409])
    const refused = await json(answers.find((r) => r.status === 409)!)
    expect(refused).toMatchObject({ code: 'receiptAlreadyDecided' })
    expect(await ledgerRows(id)).toHaveLength(1)
  })

  it('refuses an approval racing a rejection, and unknown receipts', async () => {
    const member = await createMember(server)
    const id = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts() })
    const answers = await Promise.all([approve({ id }), reject({ id, reason: 'notAReceipt' })])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const { status } = await queued(id)
    expect(await ledgerRows(id)).toHaveLength(status === 'approved' ? 1 : 0)

    const unknown = '00000000-0000-4000-8000-000000000000'
    expect(await json(await approve({ id: unknown }))).toMatchObject({ code: 'receiptNotFound' })
    expect((await reject({ id: unknown, reason: 'unreadable' })).status).toBe(404)
    expect((await approve({ id, points: 10, extra: true })).status).toBe(400)
  })
})

describe('rejecting', () => {
  it('keeps a listed reason or the admin’s own words, which the member then reads', async () => {
    const member = await createMember(server)
    const listed = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts() })
    const own = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts() })

    expect(await json(await reject({ id: listed, reason: 'productsMissing' }))).toMatchObject({ status: 'rejected', reason: 'productsMissing', points: null })
    expect(await lastAudit(server, 'receipt', listed)).toMatchObject({ action: 'receipt.reject', before: { status: 'pending' }, after: { reason: 'productsMissing' } })
    const words = 'Gambar resit terpotong, sila muat naik semula.'
    expect(await json(await reject({ id: own, reason: `  ${words} ` }))).toMatchObject({ status: 'rejected', reason: words })

    const seen = await history(member.token)
    expect(seen.find((r: { id: string }) => r.id === listed)).toMatchObject({ status: 'rejected', reason: 'productsMissing', points: null })
    expect(seen.find((r: { id: string }) => r.id === own)).toMatchObject({ status: 'rejected', reason: words })
    expect(await ledgerRows(listed)).toEqual([])
    expect(await json(await approve({ id: listed }))).toMatchObject({ code: 'receiptAlreadyDecided' })
  })

  it('needs a reason of 1 to 200 characters', async () => {
    const member = await createMember(server)
    const id = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts() })
    for (const reason of ['', '   ']) expect(await json(await reject({ id, reason }))).toMatchObject({ code: 'rejectionReasonRequired' })
    expect(await json(await reject({ id }))).toMatchObject({ code: 'rejectionReasonRequired' })
    expect(await json(await reject({ id, reason: 'x'.repeat(201) }))).toMatchObject({ code: 'rejectionReasonTooLong' })
    expect((await reject({ id, reason: 'x'.repeat(200) })).status).toBe(200)
  })

  it('lets the member send a rejected receipt again', async () => {
    const member = await createMember(server)
    const upload = { retailerId: store, products: twoProducts(), invoiceNo: 'INV-AGAIN', png: newPng() }
    const id = await pendingReceipt(server, member.token, upload)
    expect((await sendReceipt(server, member.token, upload)).status).toBe(409)
    await reject({ id, reason: 'unreadable' })
    expect((await sendReceipt(server, member.token, upload)).status).toBe(200)
  })
})

describe('the receipt file', () => {
  it('is served to a reviewer’s token, and not to another member or a superadmin', async () => {
    const member = await createMember(server)
    const png = newPng()
    const id = await pendingReceipt(server, member.token, { retailerId: store, products: twoProducts(), png })
    const { fileUrl } = await queued(id)
    const url = `${new URL(server.api).origin}${fileUrl}`

    const asAdmin = await fetch(url, { headers: bearer(admin) })
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await asAdmin.arrayBuffer())).toEqual(png)

    const stranger = await createMember(server)
    expect((await fetch(url, { headers: bearer(stranger.token) })).status).toBe(404)
    expect((await fetch(url)).status).toBe(401)
    expect((await fetch(url, { headers: bearer(await adminToken(server, 'superadmin')) })).status).toBe(403)
  })
})

describe('the queue’s access', () => {
  it('is for the back office only', async () => {
    const member = await createMember(server)
    expect((await queue('', member.token)).status).toBe(403)
    expect((await fetch(`${server.api}/admin/fetch/dashboard/receipts`)).status).toBe(401)
    expect((await approve({ id: '00000000-0000-4000-8000-000000000000' }, member.token)).status).toBe(403)
  })
})
