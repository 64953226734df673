import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sampleCursor, type FreeSampleRow } from '../../../domain/sample-report.ts'
import type { StoredAnswer } from '../../../domain/samples.ts'
import { orderLabel } from '../../../domain/shop.ts'
import { allPages } from '../../db/report-pages.ts'
import { freeSamplePage } from '../../db/sample-report.ts'
import { insertFeedback } from '../../db/sample-orders.ts'
import { adminToken } from '../../test-support/admins.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, createMember, postJson } from '../../test-support/members.ts'
import { insertShopper } from '../../test-support/shop.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

const START = '2026-06-02T02:00:00Z' // 10:00 on Tuesday 2 June 2026 in Kuala Lumpur
const TODAY = { startDate: '2026-06-02', endDate: '2026-06-02' }
const HEADER =
  'orderId,trackingId,orderDate in Malaysia time (UTC+8),source,status,name,number,email,line1,line2,line3,postcode,city,state,brand,format,size,itemId,itemName,' +
  'deliveredAt in Malaysia time (UTC+8),received,answeredAt in Malaysia time (UTC+8),answers'

let server: TestServer
/** The sample every test orders, with what the report names it by. */
let sample: { id: number; itemId: string; nameEn: string; brand: string; format: string; size: string }

beforeAll(async () => {
  server = await startTestServer({ startAt: START })
  sample = await server.deps.db
    .selectFrom('samples as s')
    .innerJoin('sizes as z', 'z.id', 's.sizeId')
    .innerJoin('brands as b', 'b.id', 'z.brandId')
    .innerJoin('formats as f', 'f.id', 'z.formatId')
    .select(['s.id', 's.itemId', 's.nameEn', 'b.name as brand', 'f.name as format', 'z.name as size'])
    .where('s.active', '=', 1)
    .orderBy('s.id')
    .executeTakeFirstOrThrow()
  await server.deps.db.updateTable('samples').set({ inventory: 10_000 }).where('id', '=', sample.id).execute()
})
afterAll(() => server.close())
afterEach(() => server.clock.set(START))

/** A fresh admin's token: the tests move the clock by days, past a session's life. */
const report = async (range: object) => {
  const res = await postJson(server, '/admin/report/sample', range, bearer(await adminToken(server)))
  expect(res.status).toBe(200)
  return (await json(res)).data as FreeSampleRow[]
}
const csv = async (query: string, token?: string) => fetch(`${server.api}/admin/report/sample/csv${query}`, { headers: bearer(token ?? (await adminToken(server))) })
/** A CSV line's cells, unquoted (a quoted cell may hold commas and doubled quotes, never a line break here). */
function cellsOf(line: string): string[] {
  const cells: string[] = []
  const cell = /("(?:[^"]|"")*"|[^,"]*)(,|$)/y
  for (let m = cell.exec(line); m; m = m[2] ? cell.exec(line) : null) cells.push(m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replaceAll('""', '"') : m[1]!)
  return cells
}

/** Asks for the sample as a signed-in member does, to one of their addresses. */
async function requestSample(member: { token: string; addressId: number }): Promise<string> {
  const res = await postJson(server, '/sample/redeem', { addressId: member.addressId, itemId: sample.id }, { ...bearer(member.token), 'idempotency-key': randomUUID() })
  expect(res.status).toBe(200)
  return (await json(res)).order.id
}
const memberIdOf = async (uuid: string) => (await server.deps.db.selectFrom('members').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).id
const ordersOf = async (memberId: number) => (await server.deps.db.selectFrom('orders').select('id').where('memberId', '=', memberId).where('kind', '=', 'sample').execute()).map((o) => o.id)

/** A member written straight into the database, verified a day ago, who asks for the sample at the clock's time. */
async function requester() {
  const member = await insertShopper(server)
  const dayAgo = new Date(server.clock.now().getTime() - 86_400_000).toISOString()
  await server.deps.db.updateTable('members').set({ verifiedAt: dayAgo }).where('id', '=', member.id).execute()
  return { ...member, orderId: await requestSample(member) }
}

const DELIVERY = { courier: 'Pos Laju', trackingNumber: 'EP123456789MY' }
async function deliver(id: string) {
  const token = await adminToken(server)
  for (const to of ['PROCESSING', 'DELIVERING', 'DELIVERED'] as const) {
    const res = await postJson(server, '/admin/setting/orders/advance', { ids: [id], to, ...DELIVERY }, bearer(token))
    expect((await json(res)).moved).toEqual([id])
  }
}

const text = (en: string) => ({ en, bm: `${en} (BM)` })

describe('the free-sample report', () => {
  it('lists the sample chosen at signup and the one asked for later, each with its source, newest first', async () => {
    const home = { line1: '12 Jalan Signup', line2: 'Taman Melati', city: 'Shah Alam', state: 'Selangor', postcode: '40000' }
    const signedUp = await createMember(server, {
      name: 'Nurul Signup',
      redeemSample: true,
      sampleId: sample.id,
      address: home,
      gender: 'female',
      race: 'malay',
      pregnancyStage: 'pregnant',
      edb: '2026-10-01',
    })
    const [signupOrder] = await ordersOf(await memberIdOf(signedUp.uuid))

    server.clock.advance(60_000)
    const asker = await createMember(server, { name: 'Aisyah Request', address: { line1: '7 Lorong Minta', city: 'Ipoh', state: 'Perak', postcode: '30000' } })
    const askerId = await memberIdOf(asker.uuid)
    expect(await ordersOf(askerId)).toEqual([])
    const address = await server.deps.db.selectFrom('addresses').select('id').where('memberId', '=', askerId).executeTakeFirstOrThrow()
    server.clock.advance(60_000)
    const requestOrder = await requestSample({ token: asker.token, addressId: address.id })

    const product = { brand: sample.brand, format: sample.format, size: sample.size, itemId: sample.itemId, itemName: sample.nameEn }
    const unanswered = { status: 'Order Placed', deliveredAt: null, received: null, answeredAt: null, answers: '' }
    const rows = (await report(TODAY)).filter((r) => [signupOrder, requestOrder].includes(r.orderId))
    expect(rows).toEqual([
      {
        orderId: requestOrder,
        trackingId: orderLabel(requestOrder),
        orderDate: '2026-06-02T02:02:00.000Z',
        name: 'Aisyah Request',
        number: asker.number,
        email: asker.email,
        line1: '7 Lorong Minta',
        line2: '',
        line3: '',
        postcode: '30000',
        city: 'Ipoh',
        state: 'Perak',
        ...product,
        source: 'request',
        ...unanswered,
      },
      {
        orderId: signupOrder,
        trackingId: orderLabel(signupOrder!),
        orderDate: '2026-06-02T02:00:00.000Z',
        name: 'Nurul Signup',
        number: signedUp.number,
        email: signedUp.email,
        line1: '12 Jalan Signup',
        line2: 'Taman Melati',
        line3: '',
        postcode: '40000',
        city: 'Shah Alam',
        state: 'Selangor',
        ...product,
        source: 'signup',
        ...unanswered,
      },
    ])
    expect((await report({})).map((r) => r.orderId)).toEqual(expect.arrayContaining([signupOrder, requestOrder]))
  })

  it('filters by the Malaysian days the orders were placed, both days inclusive, and wants both dates or neither', async () => {
    server.clock.set('2026-06-09T15:59:59.999Z') // 23:59:59.999 on 9 June in Kuala Lumpur
    const lateNinth = await requester()
    server.clock.set('2026-06-09T16:00:00.000Z') // midnight, 10 June
    const earlyTenth = await requester()
    server.clock.set('2026-06-11T15:59:59.999Z') // the end of 11 June
    const lateEleventh = await requester()
    const ours = [lateNinth, earlyTenth, lateEleventh].map((m) => m.orderId)
    const listed = async (startDate: string, endDate: string) => (await report({ startDate, endDate })).map((r) => r.orderId).filter((id) => ours.includes(id))

    expect(await listed('2026-06-09', '2026-06-09')).toEqual([lateNinth.orderId])
    expect(await listed('2026-06-10', '2026-06-10')).toEqual([earlyTenth.orderId])
    expect(await listed('2026-06-10', '2026-06-11')).toEqual([lateEleventh.orderId, earlyTenth.orderId])
    expect(await listed('2026-06-12', '2026-06-30')).toEqual([])

    await expectError(await postJson(server, '/admin/report/sample', { startDate: '2026-06-10' }, bearer(await adminToken(server))), 422, 'dateRangeRequired')
    await expectError(await csv('?endDate=2026-06-10'), 422, 'dateRangeRequired')
    const file = (await (await csv('?startDate=2026-06-10&endDate=2026-06-10')).text()).split('\r\n')
    expect(file.filter((l) => ours.some((id) => l.startsWith(`${id},`))).map((l) => cellsOf(l)[0])).toEqual([earlyTenth.orderId])
  })

  it('writes freeSampleReport.csv in Malaysian time with the feedback as text, and a name that looks like a formula stays text', async () => {
    server.clock.set('2026-06-15T01:30:00Z') // 09:30 on 15 June in Kuala Lumpur
    const answered = await requester()
    await server.deps.db.updateTable('members').set({ name: '=HYPERLINK("http://evil.example","Click")' }).where('id', '=', answered.id).execute()
    await server.deps.db.updateTable('orders').set({ line3: '+60 Blok A, Tingkat 2' }).where('id', '=', answered.orderId).execute()
    server.clock.set('2026-06-16T09:00:00Z') // 17:00 on 16 June
    await deliver(answered.orderId)
    const answers: StoredAnswer[] = [
      { questionId: 1, question: text('How soft was it?'), answer: text('2'), sub: { question: text('What could be better?'), answer: text('Thicker, please') } },
      { questionId: 2, question: text('Did it fit?'), answer: text('Yes'), sub: null },
    ]
    expect(
      await insertFeedback(server.deps.db, { orderId: answered.orderId, memberId: answered.id, received: 1, answers: JSON.stringify(answers), createdAt: '2026-06-23T16:05:00.000Z' }),
    ).toBe(true)
    server.clock.set('2026-06-15T02:00:00Z')
    const unreceived = await requester()
    await insertFeedback(server.deps.db, { orderId: unreceived.orderId, memberId: unreceived.id, received: 0, answers: '[]', createdAt: '2026-06-20T02:00:00.000Z' })
    server.clock.set('2026-06-15T02:30:00Z')
    const unanswered = await requester()

    const res = await csv('?startDate=2026-06-15&endDate=2026-06-15')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="freeSampleReport.csv"')
    const lines = (await res.text()).split('\r\n')
    expect(lines[0]).toBe(HEADER)
    expect(lines.at(-1)).toBe('')
    const line = (id: string) => cellsOf(lines.find((l) => l.startsWith(`${id},`))!)
    const member = await server.deps.db.selectFrom('members').select(['number', 'email']).where('id', '=', answered.id).executeTakeFirstOrThrow()
    const address = await server.deps.db.selectFrom('orders').select(['line1', 'postcode', 'city', 'state']).where('id', '=', answered.orderId).executeTakeFirstOrThrow()
    expect(line(answered.orderId)).toEqual([
      answered.orderId,
      orderLabel(answered.orderId),
      '15/06/2026 09:30',
      'request',
      'DELIVERED',
      `'=HYPERLINK("http://evil.example","Click")`,
      member.number,
      member.email,
      address.line1,
      '',
      "'+60 Blok A, Tingkat 2",
      address.postcode,
      address.city,
      address.state,
      sample.brand,
      sample.format,
      sample.size,
      sample.itemId,
      sample.nameEn,
      '16/06/2026 17:00',
      'yes',
      '24/06/2026 00:05',
      'How soft was it?: 2; What could be better?: Thicker, please; Did it fit?: Yes',
    ])
    expect(line(unreceived.orderId).slice(-4)).toEqual(['', 'no', '20/06/2026 10:00', ''])
    expect(line(unanswered.orderId).slice(-4)).toEqual(['', '', '', ''])
    // Newest first, as on screen.
    const order = lines.slice(1, -1).map((l) => cellsOf(l)[0])
    expect(order.filter((id) => [answered.orderId, unreceived.orderId, unanswered.orderId].includes(id!))).toEqual([unanswered.orderId, unreceived.orderId, answered.orderId])

    const onScreen = (await report({ startDate: '2026-06-15', endDate: '2026-06-15' })).find((r) => r.orderId === answered.orderId)
    expect(onScreen).toMatchObject({ received: true, answeredAt: '2026-06-23T16:05:00.000Z', deliveredAt: '2026-06-16T09:00:00.000Z', answers: line(answered.orderId).at(-1) })
  })

  it('reads page after page by (placed at, id), orders placed at the same instant included, each once', async () => {
    server.clock.set('2026-06-20T03:00:00Z')
    // The clock stands still: these orders are all placed at one instant, told apart by their ids.
    const together = [await requester(), await requester(), await requester()].map((m) => m.orderId)
    server.clock.set('2026-06-20T04:00:00Z')
    const later = (await requester()).orderId
    const range = { startDate: '2026-06-20', endDate: '2026-06-20' }

    const page = (p: { before?: { orderDate: string; orderId: string }; limit: number }) => freeSamplePage(server.deps.db, range, p)
    const whole = await page({ limit: 100 })
    expect(whole.map((r) => r.orderId)).toEqual([later, ...together.sort().reverse()])
    for (const size of [1, 2, 3]) {
      const pages: FreeSampleRow[][] = []
      for await (const rows of allPages(page, sampleCursor, size)) pages.push(rows)
      expect(pages.every((p) => p.length <= size)).toBe(true)
      expect(pages.flat()).toEqual(whole)
    }
  })
})

describe('who may', () => {
  it('is a dev admin: a superadmin and a member are refused, and no one signed out', async () => {
    const superadmin = await adminToken(server, 'superadmin')
    const member = await createMember(server)
    for (const token of [superadmin, member.token]) {
      expect((await postJson(server, '/admin/report/sample', {}, bearer(token))).status).toBe(403)
      expect((await csv('', token)).status).toBe(403)
    }
    expect((await postJson(server, '/admin/report/sample', {})).status).toBe(401)
    expect((await fetch(`${server.api}/admin/report/sample/csv`)).status).toBe(401)
  })
})
