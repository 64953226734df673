import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORT_PAGE } from '../../../domain/account-report.ts'
import { isUniqueViolation } from '../../db/connection.ts'
import { adminToken } from '../../test-support/admins.ts'
import { lastAudit } from '../../test-support/audit.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, createMember, postInProcess, postJson } from '../../test-support/members.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let dev: string

beforeAll(async () => {
  server = await startTestServer()
  dev = await adminToken(server)
})
afterAll(() => server.close())

const add = (body: object, token = dev) => postJson(server, '/admin/setting/promoter/add', body, bearer(token))
const edit = (body: object, token = dev) => postJson(server, '/admin/setting/promoter/edit', body, bearer(token))
const dashboard = (body: object, token = dev) => postJson(server, '/admin/fetch/dashboard/promoter', body, bearer(token))
const get = (path: string, token = dev) => fetch(`${server.api}${path}`, { headers: bearer(token) })
const newCode = () => `P${randomUUID().slice(0, 8).toUpperCase()}`

/** A promoter added through the API; answers what it answered. */
async function addPromoter(fields: object = {}) {
  const res = await add({ name: 'Nurul Huda', code: newCode(), ...fields })
  expect(res.status).toBe(201)
  return json(res)
}

let serial = 0
/** A member written straight into the database, registered at `at` through the promoter (as a bulk upload records one). */
async function insertMember(promoterId: number, at: string) {
  const n = ++serial
  await server.deps.db
    .insertInto('members')
    .values({
      uuid: randomUUID(),
      name: 'Siti Aminah',
      number: `018${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`,
      email: `promoted-${n}-${randomUUID().slice(0, 6)}@example.com`,
      referralCode: `R${randomUUID().slice(0, 12)}`,
      tierResetDate: '2027-06-02',
      registerSource: 'OTHER',
      promoterId,
      createdAt: at,
      updatedAt: at,
    })
    .execute()
}

describe('promoter add and edit', () => {
  it('adds a promoter with its code in capitals, fetches it by id, and records the add', async () => {
    const code = newCode()
    const fields = { name: ' Nurul Huda ', code: ` ${code.toLowerCase()} `, region: 'Selangor', supervisorName: 'Aminah', post: 'Mydin USJ', number: '0123456789', utmLink: 'https://club.example/?utm_source=promoter' }
    const res = await add(fields)
    expect(res.status).toBe(201)
    const added = await json(res)
    expect(added).toMatchObject({ name: 'Nurul Huda', code, region: 'Selangor', supervisorName: 'Aminah', post: 'Mydin USJ', number: '0123456789', utmLink: fields.utmLink })
    expect(added.createdAt).toBe(server.clock.now().toISOString())
    expect(await json(await get(`/admin/fetch/dashboard/promoter/detail?id=${added.id}`))).toEqual(added)
    const audit = await lastAudit(server, 'promoter', added.id)
    expect(audit).toMatchObject({ action: 'promoter.add', before: null, after: added })
    await expectError(await get('/admin/fetch/dashboard/promoter/detail?id=999999999'), 404, 'promoterNotFound')
  })

  it('takes only name and code, leaving the rest blank', async () => {
    const added = await addPromoter()
    expect(added).toMatchObject({ region: '', supervisorName: '', post: '', number: '', utmLink: '' })
  })

  it("refuses a missing name or code with the spec's message, and bad phones, links, codes and lengths; unknown fields too; nothing is written", async () => {
    const before = await server.deps.db.selectFrom('promoters').select('id').execute()
    const valid = { name: 'Aisyah', code: newCode() }
    await expectError(await add({ name: 'Aisyah' }), 422, 'fillAllFieldsInForm')
    await expectError(await add({ ...valid, name: '   ' }), 422, 'fillAllFieldsInForm')
    const noCode = await add({ ...valid, code: '' })
    // Only the missing code is told, not also its shape (the form shows one problem per field).
    expect((await json(noCode.clone())).fields).toEqual([{ path: 'code', code: 'fillAllFieldsInForm' }])
    await expectError(noCode, 422, 'fillAllFieldsInForm')
    await expectError(await add({ ...valid, code: 'AB 12' }), 422, 'promoterCodeFormat')
    await expectError(await add({ ...valid, code: 'A'.repeat(31) }), 422, 'contentTooLong')
    await expectError(await add({ ...valid, name: 'N'.repeat(101) }), 422, 'contentTooLong')
    await expectError(await add({ ...valid, region: 'R'.repeat(101) }), 422, 'contentTooLong')
    for (const number of ['0151234567', '011234567', '6012345678', 'abc'])
      await expectError(await add({ ...valid, number }), 422, 'accountNumberFormat')
    for (const utmLink of ['javascript:alert(1)', 'ftp://club.example/x', 'club.example', `https://club.example/${'x'.repeat(2000)}`])
      await expectError(await add({ ...valid, utmLink }), 422, 'promoterLinkInvalid')
    await expectError(await add({ ...valid, members: 5 }), 400, 'unknownField')
    expect(await server.deps.db.selectFrom('promoters').select('id').execute()).toHaveLength(before.length)
  })

  it('edits every field, keeps its own code, records before and after', async () => {
    const original = await addPromoter({ region: 'Johor', supervisorName: 'Faridah' })
    const res = await edit({ id: original.id, name: 'Nurul Huda Binti Ali', code: original.code, region: 'Penang', supervisorName: 'Rosnah', post: 'Aeon Queensbay', number: '01112345678', utmLink: 'http://club.example/p' })
    expect(res.status).toBe(200)
    const after = await json(res)
    expect(after).toEqual({ ...original, name: 'Nurul Huda Binti Ali', region: 'Penang', supervisorName: 'Rosnah', post: 'Aeon Queensbay', number: '01112345678', utmLink: 'http://club.example/p' })
    expect(await lastAudit(server, 'promoter', original.id)).toMatchObject({ action: 'promoter.edit', before: original, after })
    await expectError(await edit({ id: 999_999_999, name: 'X', code: newCode() }), 404, 'promoterNotFound')
    await expectError(await edit({ id: original.id, name: 'X' }), 422, 'fillAllFieldsInForm')
  })

  it("refuses a code another promoter has, in any case, on add and on edit", async () => {
    const first = await addPromoter()
    const second = await addPromoter()
    await expectError(await add({ name: 'Other', code: first.code.toLowerCase() }), 409, 'promoterCodeTaken')
    await expectError(await edit({ id: second.id, name: second.name, code: first.code }), 409, 'promoterCodeTaken')
    expect((await json(await get(`/admin/fetch/dashboard/promoter/detail?id=${second.id}`))).code).toBe(second.code)
  })

  it('lets one of two admins adding the same code at once win; the other is told the code is taken', async () => {
    const other = await adminToken(server)
    const code = newCode()
    const answers = await Promise.all([dev, other].map((token, i) => postInProcess(server, '/admin/setting/promoter/add', { name: `Racer ${i}`, code }, bearer(token))))
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409])
    await expectError(answers.find((r) => r.status === 409)!, 409, 'promoterCodeTaken')
    expect(await server.deps.db.selectFrom('promoters').select('id').where('code', '=', code).execute()).toHaveLength(1)
  })

  it('lets one of an edit and an add giving the same code at once win', async () => {
    const existing = await addPromoter()
    const code = newCode()
    const answers = await Promise.all([
      postInProcess(server, '/admin/setting/promoter/edit', { id: existing.id, name: existing.name, code }, bearer(dev)),
      postInProcess(server, '/admin/setting/promoter/add', { name: 'Racer', code }, bearer(dev)),
    ])
    // The edit wins (200, the add is 409) or the add does (201, the edit is 409); never both, never a 500.
    expect([[200, 409], [201, 409]]).toContainEqual(answers.map((r) => r.status).sort())
    expect(await server.deps.db.selectFrom('promoters').select('id').where('code', '=', code).execute()).toHaveLength(1)
    // What the edit catches when it loses: each engine's refusal by the unique index.
    const error = await server.deps.db.updateTable('promoters').set({ code }).where('code', '!=', code).execute().catch((e: unknown) => e)
    expect(isUniqueViolation(error)).toBe(true)
    expect(isUniqueViolation(new Error('other'))).toBe(false)
  })
})

describe('promoter dashboard', () => {
  it('pages newest first without repeating or skipping one', async () => {
    for (let i = 0; i < REPORT_PAGE + 5; i++) await addPromoter()
    const all = (await server.deps.db.selectFrom('promoters').select('id').orderBy('id', 'desc').execute()).map((p) => p.id)
    const seen: number[] = []
    let page = await json(await dashboard({}))
    expect(page.data).toHaveLength(REPORT_PAGE)
    for (;;) {
      seen.push(...page.data.map((r: { id: number }) => r.id))
      if (!page.more) break
      page = await json(await dashboard({ before: seen.at(-1) }))
    }
    expect(seen).toEqual(all)
  })

  it("counts the members each promoter brought in the range's Malaysian days, all of them without dates", async () => {
    const p = await addPromoter()
    await insertMember(p.id, '2026-05-31T15:59:59Z') // 23:59:59 on 31 May in Kuala Lumpur
    await insertMember(p.id, '2026-05-31T16:00:00Z') // 00:00 on 1 June
    await insertMember(p.id, '2026-06-01T10:00:00Z')
    await insertMember(p.id, '2026-06-05T02:00:00Z')
    const membersOf = async (body: object) => {
      const rows = (await json(await dashboard(body))).data as { id: number; members: number }[]
      return rows.find((r) => r.id === p.id)?.members
    }
    expect(await membersOf({})).toBe(4)
    expect(await membersOf({ startDate: '2026-06-01', endDate: '2026-06-01' })).toBe(2)
    expect(await membersOf({ startDate: '2026-05-31', endDate: '2026-06-05' })).toBe(4)
    // A promoter with nobody in the range is still listed, with 0.
    expect(await membersOf({ startDate: '2026-07-01', endDate: '2026-07-31' })).toBe(0)
    await expectError(await dashboard({ startDate: '2026-06-01' }), 422, 'dateRangeRequired')
    await expectError(await get('/admin/fetch/dashboard/promoter/csv?endDate=2026-06-01'), 422, 'dateRangeRequired')
  })

  it('exports every promoter as accountReport.csv with its members in the range, formulas neutralised', async () => {
    const formula = await addPromoter({ name: '=HYPERLINK("http://evil.example")', region: '+60', post: '@SUM(A1)' })
    await insertMember(formula.id, '2026-06-01T10:00:00Z')
    const res = await get('/admin/fetch/dashboard/promoter/csv?startDate=2026-06-01&endDate=2026-06-01')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="accountReport.csv"')
    const lines = (await res.text()).split('\r\n').slice(0, -1)
    expect(lines[0]).toBe('id,name,code,region,supervisorName,post,number,utmLink,members,createdAt in Malaysia time (UTC+8)')
    expect(lines).toHaveLength((await server.deps.db.selectFrom('promoters').select('id').execute()).length + 1)
    // The newest promoter comes first.
    expect(lines[1]).toBe(`${formula.id},"'=HYPERLINK(""http://evil.example"")",${formula.code},'+60,,'@SUM(A1),,,1,02/06/2026 10:00`)
  })

  it('lists every promoter as a choice for bulk creation, by name, labelled with its code', async () => {
    const zara = await addPromoter({ name: 'Zara Sofea' })
    const adam = await addPromoter({ name: 'Adam Harith' })
    const { data } = await json(await get('/admin/fetch/dashboard/promoter'))
    expect(data).toHaveLength((await server.deps.db.selectFrom('promoters').select('id').execute()).length)
    expect(data).toContainEqual({ value: zara.id, label: `Zara Sofea (${zara.code})` })
    expect(data.findIndex((o: { value: number }) => o.value === adam.id)).toBeLessThan(data.findIndex((o: { value: number }) => o.value === zara.id))
  })
})

describe('promoter access', () => {
  it('is for dev admins only: superadmins and members are refused every promoter route', async () => {
    const superadmin = await adminToken(server, 'superadmin')
    const member = await createMember(server)
    const p = await addPromoter()
    for (const token of [superadmin, member.token]) {
      expect((await dashboard({}, token)).status).toBe(403)
      expect((await get('/admin/fetch/dashboard/promoter', token)).status).toBe(403)
      expect((await get('/admin/fetch/dashboard/promoter/csv', token)).status).toBe(403)
      expect((await get(`/admin/fetch/dashboard/promoter/detail?id=${p.id}`, token)).status).toBe(403)
      expect((await add({ name: 'Sneaky', code: newCode() }, token)).status).toBe(403)
      expect((await edit({ id: p.id, name: 'Sneaky', code: p.code }, token)).status).toBe(403)
    }
    expect((await json(await get(`/admin/fetch/dashboard/promoter/detail?id=${p.id}`))).name).toBe('Nurul Huda')
  })
})
