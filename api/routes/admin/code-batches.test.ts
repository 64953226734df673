import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken } from '../../test-support/admins.ts'
import { generateCodes, seededSize } from '../../test-support/code-batches.ts'
import { json } from '../../test-support/json.ts'
import { bearer, createMember, postJson } from '../../test-support/members.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let admin: string
beforeAll(async () => {
  server = await startTestServer()
  admin = await adminToken(server)
})
afterAll(() => server.close())

const get = (path: string, token = admin) => fetch(`${server.api}${path}`, { headers: bearer(token) })

describe('code batches', () => {
  it('generates in the background with progress, then offers the CSV', async () => {
    const { batchId, codes } = await generateCodes(server, admin, { quantity: 7000 })
    expect(codes).toHaveLength(7000)
    expect(new Set(codes).size).toBe(7000)
    const { batches, generatingStatus } = await json(await get('/admin/fetch/dashboard/code/batch'))
    expect(generatingStatus).toBe('idle')
    const batch = batches.find((b: { id: number }) => b.id === batchId)
    expect(batch).toMatchObject({ status: 'done', generated: 7000, quantity: 7000, scanned: 0, active: true, brand: { name: 'Lembut Comfort' } })
    const csv = await (await get(`/admin/fetch/dashboard/code/batch/file?id=${batchId}`)).text()
    const lines = csv.trim().split('\n')
    expect(lines[0]).toBe('code')
    expect(new Set(lines.slice(1))).toEqual(new Set(codes))
  })

  it('refuses missing fields and a size of another brand', async () => {
    const size = await seededSize(server, 'Lembut Comfort', 'pants')
    const other = await seededSize(server, 'Lembut Basics', 'pants')
    const zero = await postJson(server, '/admin/setting/code/generate', { ...size, quantity: 0, points: 10 }, bearer(admin))
    expect(await json(zero)).toMatchObject({ code: 'fillAllFieldsInForm' })
    const mixed = await postJson(server, '/admin/setting/code/generate', { ...size, sizeId: other.sizeId, quantity: 5, points: 10 }, bearer(admin))
    expect(await json(mixed)).toMatchObject({ code: 'sizeNotInBrand' })
  })

  it('looks up one code, showing who scanned it', async () => {
    const { codes } = await generateCodes(server, admin)
    const member = await createMember(server)
    await postJson(server, '/user/scancode', { code: codes[3] }, bearer(member.token))
    const found = await json(await postJson(server, '/admin/fetch/dashboard/code/detail', { query: codes[3]!.toLowerCase() }, bearer(admin)))
    expect(found).toMatchObject({ code: codes[3], scanned: true, email: member.email })
    expect((await postJson(server, '/admin/fetch/dashboard/code/detail', { query: 'SHORT' }, bearer(admin))).status).toBe(422)
  })

  it('validates the double-point days', async () => {
    const same = await postJson(server, '/admin/setting/doublePointsDate/edit', { days: [22, 15] }, bearer(admin))
    expect(await json(same)).toMatchObject({ code: 'doublePointDaysUnchanged' })
    const bad = await postJson(server, '/admin/setting/doublePointsDate/edit', { days: [32] }, bearer(admin))
    expect(await json(bad)).toMatchObject({ code: 'doublePointDaysInvalid' })
    const twice = await postJson(server, '/admin/setting/doublePointsDate/edit', { days: [5, 5] }, bearer(admin))
    expect(await json(twice)).toMatchObject({ code: 'doublePointDaysInvalid' })
  })
})

describe('scan report', () => {
  it('filters by Malaysian dates and exports a CSV whose cells cannot run as formulas', async () => {
    const { codes } = await generateCodes(server, admin)
    const member = await createMember(server, { email: `+cmd${Date.now()}@example.com` })
    await postJson(server, '/user/scancode', { code: codes[0] }, bearer(member.token))
    const today = await json(await postJson(server, '/admin/report/scan', { startDate: '2026-06-02', endDate: '2026-06-02' }, bearer(admin)))
    expect(today.data.map((r: { code: string }) => r.code)).toContain(codes[0])
    // The back office's date pickers may send date-times: 16:00 UTC on 1 June is 2 June in Malaysia.
    const asDateTimes = await json(await postJson(server, '/admin/report/scan', { startDate: '2026-06-01T16:00:00.000Z', endDate: '2026-06-02T00:00:00.000Z' }, bearer(admin)))
    expect(asDateTimes.data.map((r: { code: string }) => r.code)).toContain(codes[0])
    const before = await json(await postJson(server, '/admin/report/scan', { startDate: '2026-06-01', endDate: '2026-06-01' }, bearer(admin)))
    expect(before.data).toEqual([])
    const half = await postJson(server, '/admin/report/scan', { startDate: '2026-06-01' }, bearer(admin))
    expect(await json(half)).toMatchObject({ code: 'dateRangeRequired' })

    const csv = await get('/admin/report/scan/csv?startDate=2026-06-02&endDate=2026-06-02')
    expect(csv.headers.get('content-disposition')).toContain('scanReport.csv')
    const text = await csv.text()
    expect(text).toContain(`'${member.email}`)
    expect(text.split('\r\n')[0]).toBe('scannedAt,name,email,code,batchId,brand,format,size,points')
  })
})
