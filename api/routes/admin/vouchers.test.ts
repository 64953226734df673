import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastAudit } from '../../test-support/audit.ts'
import { adminToken } from '../../test-support/admins.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, postJson } from '../../test-support/members.ts'
import { solidPng } from '../../test-support/png.ts'
import { insertShopper } from '../../test-support/shop.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let admin: Record<string, string>
beforeAll(async () => {
  server = await startTestServer()
  admin = bearer(await adminToken(server))
})
afterAll(() => server.close())

const form = (fields: Record<string, string | Blob>, names: Record<string, string> = {}) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(key, value)
    else body.append(key, value, names[key] ?? 'file')
  }
  return body
}
const postForm = (path: string, body: FormData, headers = admin) => fetch(`${server.api}${path}`, { method: 'POST', headers, body })
const get = (path: string, headers = admin) => fetch(`${server.api}${path}`, { headers })
const csv = (text: string | Uint8Array, name = 'codes.csv') => new File([text], name, { type: 'text/csv' })
const check = (file: File) => postForm('/admin/fetch/dashboard/voucher/upload/check', form({ file }, { file: file.name }))
const upload = (file: File, id: number) => postForm('/admin/setting/voucher/upload', form({ file, id: String(id) }, { file: file.name }))
const image = () => new File([solidPng(8, 8, [200, 40, 90])], 'v.png', { type: 'image/png' })

let serial = 0
async function addType(fields: Record<string, string> = {}) {
  const n = ++serial
  const res = await postForm('/admin/setting/voucherType/add', form({ itemId: `EV-A${n}`, name: `Grab RM${n}`, value: '5.50', points: '250', file: image(), ...fields }, { file: 'v.png' }))
  expect(res.status).toBe(201)
  return json(res)
}
const typeOf = async (id: number) => (await json(await get('/admin/fetch/dashboard/voucher'))).data.find((t: { id: number }) => t.id === id)
const codesOf = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(6, '0')}`)

describe('voucher types', () => {
  it('are added with every field and an image, value in sen, and counted', async () => {
    const type = await addType()
    expect(type).toMatchObject({ value: 550, points: 250, active: true, milestone: null, batch: 0, total: 0, available: 0, redeemed: 0, used: 0, expiresOn: null })
    expect(type.voucherImage).toMatch(/^\/api\/files\/public\//)
    expect(await lastAudit(server, 'voucherType', type.id)).toMatchObject({ action: 'voucherType.add', before: null, after: { value: 550 } })
    const milestones = (await json(await get('/admin/fetch/dashboard/voucher'))).data.filter((t: { milestone: number | null }) => t.milestone !== null)
    expect(milestones.map((t: { milestone: number; value: number }) => [t.milestone, t.value]).sort()).toEqual([
      [10, 1000],
      [5, 500],
    ])
  })

  it('refuse a missing field, a value with three decimals, negative points and a file that is not an image', async () => {
    await expectError(await postForm('/admin/setting/voucherType/add', form({ itemId: 'X', name: '', value: '5', points: '1', file: image() })), 422, 'fillAllFields')
    await expectError(await postForm('/admin/setting/voucherType/add', form({ itemId: 'X', name: 'N', value: '5.555', points: '1', file: image() })), 422, 'voucherValueInvalid')
    await expectError(await postForm('/admin/setting/voucherType/add', form({ itemId: 'X', name: 'N', value: '5', points: '-1', file: image() })), 422, 'voucherPointsInvalid')
    const text = new File(['hello'], 'v.png', { type: 'image/png' })
    await expectError(await postForm('/admin/setting/voucherType/add', form({ itemId: 'X', name: 'N', value: '5', points: '1', file: text }, { file: 'v.png' })), 415, 'fileTypeNotAllowed')
  })

  it('take a blank value or points as missing, never as 0, and only plain digits as points; an unknown field is refused', async () => {
    const add = (fields: Record<string, string>) => postForm('/admin/setting/voucherType/add', form({ itemId: 'X', name: 'N', value: '5', points: '1', file: image(), ...fields }, { file: 'v.png' }))
    await expectError(await add({ points: '' }), 422, 'fillAllFields')
    await expectError(await add({ points: '  ' }), 422, 'fillAllFields')
    await expectError(await add({ value: '' }), 422, 'fillAllFields')
    await expectError(await add({ points: '1e3' }), 422, 'voucherPointsInvalid')
    await expectError(await add({ points: '2.5' }), 422, 'voucherPointsInvalid')
    await expectError(await add({ active: 'false' }), 400, 'unknownField')
    expect(await json(await add({ points: '0', value: '0' }))).toMatchObject({ points: 0, value: 0 })
  })

  it('are shown or hidden by a flip', async () => {
    const type = await addType()
    expect(await json(await postJson(server, '/admin/setting/hide/voucher', { id: type.id }, admin))).toEqual({ id: type.id, active: false })
    expect(await lastAudit(server, 'voucherType', type.id)).toMatchObject({ action: 'voucherType.hide', after: { active: false } })
    expect(await json(await postJson(server, '/admin/setting/hide/voucher', { id: type.id }, admin))).toEqual({ id: type.id, active: true })
    await expectError(await postJson(server, '/admin/setting/hide/voucher', { id: 987654 }, admin), 404, 'voucherTypeNotFound')
  })

  it('are for dev admins only', async () => {
    const superadmin = bearer(await adminToken(server, 'superadmin'))
    expect((await get('/admin/fetch/dashboard/voucher', superadmin)).status).toBe(403)
    const member = await insertShopper(server)
    expect((await get('/admin/fetch/dashboard/voucher', bearer(member.token))).status).toBe(403)
  })
})

describe('a voucher CSV', () => {
  it('is read with a BOM, quoted fields and CRLF, and checked without importing', async () => {
    const res = await check(csv('\uFEFFcode\r\n"QA-0001"\r\nQA-0002\r\n\r\n"QA-0003"\r\n'))
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ totalVouchers: 3, csvData: ['QA-0001', 'QA-0002', 'QA-0003'], problems: [], problemCount: 0 })
    expect(await server.deps.db.selectFrom('voucherCodes').select('id').where('code', '=', 'QA-0001').execute()).toEqual([])
  })

  it('lists, by line, formulas, overlong fields, duplicates in the file and codes the club holds', async () => {
    const type = await addType()
    expect((await upload(csv(`code\nHELD-0001\n`), type.id)).status).toBe(201)
    const lines = ['code', 'GOOD-0001', '"=HYPERLINK(""http://x"",""y"")"', 'x'.repeat(10_000), 'GOOD-0001', 'HELD-0001', '+SUM(A1)', 'two,cells', 'GOOD-0002']
    const { totalVouchers, csvData, problems, problemCount } = await json(await check(csv(lines.join('\n'))))
    expect(totalVouchers).toBe(2)
    expect(csvData).toEqual(['GOOD-0001', 'GOOD-0002'])
    expect(problems).toEqual([
      { line: 3, problem: 'codeInvalid' },
      { line: 4, problem: 'codeInvalid' },
      { line: 5, problem: 'duplicateInFile' },
      { line: 6, problem: 'codeExists' },
      { line: 7, problem: 'codeInvalid' },
      { line: 8, problem: 'codeInvalid' },
    ])
    expect(problemCount).toBe(6)
    // The upload of that file imports nothing and says which lines are at fault.
    const refused = await upload(csv(lines.join('\n')), type.id)
    expect(refused.status).toBe(422)
    const body = await json(refused)
    expect(body.code).toBe('voucherCsvInvalid')
    expect(body.fields).toContainEqual({ path: 'line 3', code: 'codeInvalid' })
    expect(body.fields).toContainEqual({ path: 'line 6', code: 'codeExists' })
    expect(await server.deps.db.selectFrom('voucherCodes').select('id').where('code', '=', 'GOOD-0001').execute()).toEqual([])
    expect((await typeOf(type.id)).total).toBe(1)
  })

  it('refuses an empty file, the wrong columns, binary bytes and a file that is not .csv', async () => {
    await expectError(await check(csv('')), 422, 'voucherCsvEmpty')
    await expectError(await check(csv('code\n')), 422, 'voucherCsvEmpty')
    await expectError(await check(csv('voucher,value\nA1B2C3,5\n')), 422, 'voucherCsvColumns')
    await expectError(await check(csv(new Uint8Array([0x63, 0x6f, 0x64, 0x65, 0x0a, 0x00, 0x01, 0x02, 0xff, 0xfe, 0x0a]))), 415, 'fileTypeNotAllowed')
    await expectError(await check(csv('code\nA1B2C3\n', 'codes.xlsx')), 415, 'fileTypeNotAllowed')
  })

  it('is not uploaded into a milestone type, nor an unknown one', async () => {
    const milestone = (await json(await get('/admin/fetch/dashboard/voucher'))).data.find((t: { milestone: number | null }) => t.milestone === 5)
    await expectError(await upload(csv('code\nMS-00001\n'), milestone.id), 409, 'milestoneVoucherType')
    await expectError(await upload(csv('code\nMS-00001\n'), 987654), 404, 'voucherTypeNotFound')
  })

  it('of 100,000 codes is imported whole, as one batch, and the counts move as members redeem and use', async () => {
    const type = await addType({ points: '0' })
    const codes = codesOf('BULK', 100_000)
    const res = await upload(csv(`code\r\n${codes.join('\r\n')}\r\n`), type.id)
    expect(res.status).toBe(201)
    const batch = await json(res)
    expect(batch).toMatchObject({ total: 100_000, redeemed: 0, used: 0, available: 100_000 })
    const audited = await lastAudit(server, 'voucherBatch', batch.id)
    expect(audited).toMatchObject({ action: 'voucherBatch.upload', before: null, after: { voucherTypeId: type.id, total: 100_000 } })
    expect(JSON.stringify(audited)).not.toContain(codes[0]) // never a code
    expect(await typeOf(type.id)).toMatchObject({ batch: 1, total: 100_000, available: 100_000, redeemed: 0, used: 0 })

    const member = await insertShopper(server)
    const { voucher } = await json(await postJson(server, '/rewards/voucher/redeem', { voucherId: type.id }, bearer(member.token)))
    await postJson(server, '/rewards/voucher/use', { id: voucher.id }, bearer(member.token))
    expect(await typeOf(type.id)).toMatchObject({ total: 100_000, available: 99_999, redeemed: 1, used: 1 })
    const batches = await json(await get(`/admin/fetch/dashboard/voucher/batch/details?id=${type.id}`))
    expect(batches.data).toEqual([expect.objectContaining({ id: batch.id, total: 100_000, redeemed: 1, used: 1, available: 99_999 })])
    const details = (await json(await get(`/admin/fetch/dashboard/voucher/details?id=${batch.id}`))).data
    expect(details).toHaveLength(100_000)
    expect(details[0]).toMatchObject({ code: codes[0], status: 'used', name: expect.stringMatching(/^Shopper/), number: expect.any(String), email: expect.any(String) })
    expect(details[1]).toMatchObject({ code: codes[1], status: 'available', name: null })
  })

  it('two uploads of the same codes at once: one imports them, the other is refused', async () => {
    const type = await addType()
    const file = () => csv(`code\n${codesOf('TWICE', 50).join('\n')}\n`)
    const answers = await Promise.all([upload(file(), type.id), upload(file(), type.id)])
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422])
    expect((await typeOf(type.id)).total).toBe(50)
  })

  it('has a template to download', async () => {
    const res = await get('/admin/fetch/dashboard/voucher/template')
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect((await res.text()).split(/\r\n/)[0]).toBe('code')
  })
})
