import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORT_PAGE } from '../../../domain/account-report.ts'
import { adminToken } from '../../test-support/admins.ts'
import { json } from '../../test-support/json.ts'
import { bearer, postJson } from '../../test-support/members.ts'
import { insertSample } from '../../test-support/samples.ts'
import { insertShopItem, insertShopper } from '../../test-support/shop.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

/**
 * The scan, free-sample and point-shop reports read a page at a time (spec 3 §2.10, issue 22):
 * each is paged by its keyset, searched by email or phone, and exported whole as a streamed CSV
 * with formulas neutralised. Rows are written straight into the database, more than one CSV chunk
 * (1,000) of them, some at one instant so that the key's second part orders them.
 */

const ROWS = 1005
const START = Date.parse('2026-03-01T15:50:00Z') // 23:50 on 1 March in Kuala Lumpur
/** Row i's time: a minute apart, every fifth at the one before's instant. */
const timeOf = (i: number) => new Date(START + (i - (i % 5 === 4 ? 1 : 0)) * 60_000).toISOString()

let server: TestServer
let dev: string
beforeAll(async () => {
  server = await startTestServer()
  dev = await adminToken(server)
})
afterAll(() => server.close())

/** A member of the report's own, whose name looks like a formula. */
async function reportMember() {
  const { id } = await insertShopper(server)
  await server.deps.db.updateTable('members').set({ name: '=HYPERLINK("http://evil.example")' }).where('id', '=', id).execute()
  return server.deps.db.selectFrom('members').select(['id', 'email', 'number']).where('id', '=', id).executeTakeFirstOrThrow()
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 200) await insert(rows.slice(i, i + 200))
}

const address = { line1: '1 Jalan Ujian', line2: '', line3: '', city: 'Shah Alam', state: 'Selangor', postcode: '40000', country: 'Malaysia' }
const order = (memberId: number, kind: 'item' | 'sample', at: string) => ({
  id: randomUUID(),
  memberId,
  kind,
  totalPoints: 0,
  status: 'Order Placed' as const,
  ...address,
  createdAt: at,
  updatedAt: at,
})

/** A row written for a report: the key that tells it in an answer or a CSV line, and where it sorts (time, then the rest of its keyset). */
interface Seeded {
  key: string
  sort: (string | number)[]
}

interface Report {
  path: string
  /** Writes a row of the member at each of `times`. */
  seed: (memberId: number, times: string[]) => Promise<Seeded[]>
  keyOf: (row: Record<string, unknown>) => string
  cursorOf: (row: Record<string, unknown>) => object
  csvKeyOf: (cells: string[]) => string
  /** Where the member's name is in a CSV line. */
  nameCell: number
  /** The report's filter of the rows from 2 March on, in Kuala Lumpur. */
  fromSecondMarch: string
}

const scanReport: Report = {
  path: '/admin/report/scan',
  async seed(memberId, times) {
    const db = server.deps.db
    const size = await db.selectFrom('sizes').select('id').executeTakeFirstOrThrow()
    const at = times[0]!
    const batch = await db.insertInto('codeBatches').values({ sizeId: size.id, points: 10, quantity: times.length, status: 'done', createdAt: at, updatedAt: at }).returning('id').executeTakeFirstOrThrow()
    const codes = times.map(() => randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase())
    await insertInChunks(
      codes.map((code, i) => ({ code, batchId: batch.id, scannedBy: memberId, scannedAt: times[i]! })),
      (chunk) => db.insertInto('uniqueCodes').values(chunk).execute(),
    )
    await insertInChunks(
      codes.map((code, i) => ({ memberId, points: 10, source: 'scan', reference: code, createdAt: times[i]! })),
      (chunk) => db.insertInto('pointsLedger').values(chunk).execute(),
    )
    return codes.map((code, i) => ({ key: code, sort: [times[i]!, code] }))
  },
  keyOf: (r) => String(r.code),
  cursorOf: (r) => ({ scannedAt: r.scannedAt, code: r.code }),
  csvKeyOf: (cells) => cells[4]!,
  nameCell: 1,
  fromSecondMarch: 'startDate=2026-03-02&endDate=2026-03-02',
}

const freeSampleReport: Report = {
  path: '/admin/report/sample',
  async seed(memberId, times) {
    const db = server.deps.db
    const sample = await insertSample(server)
    const orders = times.map((at) => order(memberId, 'sample', at))
    await insertInChunks(orders, (chunk) => db.insertInto('orders').values(chunk).execute())
    await insertInChunks(
      orders.map((o) => ({
        orderId: o.id,
        sampleId: sample.id,
        itemCode: 'SMP',
        nameEn: 'Sample',
        nameBm: 'Sampel',
        imageEn: '',
        imageBm: '',
        brandId: sample.brandId,
        formatId: sample.formatId,
        sizeId: sample.sizeId,
        household: `h${memberId}`,
      })),
      (chunk) => db.insertInto('orderSamples').values(chunk).execute(),
    )
    return orders.map((o) => ({ key: o.id, sort: [o.createdAt, o.id] }))
  },
  keyOf: (r) => String(r.orderId),
  cursorOf: (r) => ({ orderDate: r.orderDate, orderId: r.orderId }),
  csvKeyOf: (cells) => cells[0]!,
  nameCell: 5,
  fromSecondMarch: 'startDate=2026-03-02&endDate=2026-03-02',
}

/** Three lines an order, so that pages of 100 end inside orders too; a line's item code is its item's id, to be told in the CSV. */
const pointshopReport: Report = {
  path: '/admin/report/redemptionv2',
  async seed(memberId, times) {
    const db = server.deps.db
    const items = [await insertShopItem(server), await insertShopItem(server), await insertShopItem(server)]
    const orders = times.map((at) => order(memberId, 'item', at))
    await insertInChunks(orders, (chunk) => db.insertInto('orders').values(chunk).execute())
    const lines = orders.flatMap((o) =>
      items.map((rewardItemId) => ({ orderId: o.id, rewardItemId, itemCode: String(rewardItemId), nameEn: '@Item', nameBm: 'Barang', imageEn: '', imageBm: '', points: 5, quantity: 1, at: o.createdAt })),
    )
    await insertInChunks(
      lines.map(({ at: _, ...line }) => line),
      (chunk) => db.insertInto('orderItems').values(chunk).execute(),
    )
    return lines.map((l) => ({ key: `${l.orderId}/${l.rewardItemId}`, sort: [l.at, l.orderId, l.rewardItemId] }))
  },
  keyOf: (r) => `${String(r.orderId)}/${String(r.rewardItemId)}`,
  cursorOf: (r) => ({ orderDate: r.orderDate, orderId: r.orderId, rewardItemId: r.rewardItemId }),
  csvKeyOf: (cells) => `${cells[0]}/${cells[7]}`,
  nameCell: 4,
  // Its filter is one date, where the report starts (spec 3 §2.10).
  fromSecondMarch: 'startDate=2026-03-02',
}

/** A CSV line's cells, unquoted (no cell here holds a line break). */
function cellsOf(line: string): string[] {
  const cells: string[] = []
  const cell = /("(?:[^"]|"")*"|[^,"]*)(,|$)/y
  for (let m = cell.exec(line); m; m = m[2] ? cell.exec(line) : null) cells.push(m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replaceAll('""', '"') : m[1]!)
  return cells
}

/** Keys in the report's order: newest first by time, then the rest of the keyset, all descending. */
function newestFirst(rows: Seeded[]): string[] {
  const compare = (a: (string | number)[], b: (string | number)[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? 1 : -1
    return 0
  }
  return [...rows].sort((a, b) => compare(a.sort, b.sort)).map((r) => r.key)
}

describe.each([
  ['scan', scanReport],
  ['free-sample', freeSampleReport],
  ['point-shop', pointshopReport],
])('the %s report', (_, report) => {
  const page = async (body: object) => {
    const res = await postJson(server, report.path, body, bearer(dev))
    expect(res.status).toBe(200)
    return (await json(res)) as { data: Record<string, unknown>[]; more: boolean }
  }

  it('pages 100 rows at a time, newest first, searched by email or phone, never a row twice or skipped when one is added between pages; the CSV streams them all, formulas neutralised', async () => {
    const member = await reportMember()
    const seeded = await report.seed(member.id, Array.from({ length: ROWS }, (_, i) => timeOf(i)))
    const expected = newestFirst(seeded)

    const search = { search: member.email!.toUpperCase() }
    const first = await page(search)
    expect(first.data).toHaveLength(REPORT_PAGE)
    expect(first.more).toBe(true)
    // A newer row arrives meanwhile: it belongs before the first page, so no later page shows it or shifts.
    const added = newestFirst(await report.seed(member.id, [new Date(START + ROWS * 60_000).toISOString()]))
    const seen = first.data.map(report.keyOf)
    for (let last = first; last.more; ) {
      last = await page({ ...search, before: report.cursorOf(last.data.at(-1)!) })
      seen.push(...last.data.map(report.keyOf))
    }
    expect(seen).toEqual(expected)

    const byPhone = await page({ search: member.number })
    expect(byPhone.data.map(report.keyOf)).toEqual([...added, ...expected].slice(0, REPORT_PAGE))
    expect(await page({ search: `${member.email}x` })).toEqual({ data: [], more: false })

    const csv = async (query: string) => {
      const res = await fetch(`${server.api}${report.path}/csv?search=${encodeURIComponent(member.email!)}${query}`, { headers: bearer(dev) })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
      return (await res.text()).split('\r\n').slice(1, -1).map(cellsOf)
    }
    const lines = await csv('')
    expect(lines.map(report.csvKeyOf)).toEqual([...added, ...expected])
    expect(new Set(lines.map((cells) => cells[report.nameCell]))).toEqual(new Set([`'=HYPERLINK("http://evil.example")`]))

    // The first rows are late on 1 March in Kuala Lumpur: the filter from 2 March leaves them out, on screen and in the file.
    const before2March = new Set(seeded.filter((r) => String(r.sort[0]) < '2026-03-01T16:00:00.000Z').map((r) => r.key))
    expect(before2March.size).toBeGreaterThan(0)
    const fromSecond = [...added, ...expected.filter((key) => !before2March.has(key))]
    expect((await csv(`&${report.fromSecondMarch}`)).map(report.csvKeyOf)).toEqual(fromSecond)
    const filtered = await page({ ...search, ...Object.fromEntries(new URLSearchParams(report.fromSecondMarch)) })
    expect(filtered.data.map(report.keyOf)).toEqual(fromSecond.slice(0, REPORT_PAGE))
  })
})
