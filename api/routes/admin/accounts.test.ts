import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORT_PAGE } from '../../../domain/account-report.ts'
import { allPages, byId } from '../../db/report-pages.ts'
import { adminToken } from '../../test-support/admins.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, postJson } from '../../test-support/members.ts'
import { addPoints } from '../../test-support/points.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let dev: string
let superadmin: string

beforeAll(async () => {
  server = await startTestServer()
  dev = await adminToken(server)
  superadmin = await adminToken(server, 'superadmin')
})
afterAll(() => server.close())

let serial = 0
/** A member written straight into the database, registered at `at`; `tag` goes into the email so a search finds this test's members only. */
async function insertMember({ tag, at = '2026-06-02T02:00:00Z', name = 'Siti Aminah', number }: { tag: string; at?: string; name?: string; number?: string }) {
  const n = ++serial
  const { id } = await server.deps.db
    .insertInto('members')
    .values({
      uuid: randomUUID(),
      name,
      number: number ?? `011${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`,
      email: `${tag}-${n}@example.com`,
      referralCode: `R${randomUUID().slice(0, 12)}`,
      tierResetDate: '2027-06-02',
      verifiedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id, email: `${tag}-${n}@example.com` }
}
const newTag = () => `t${randomUUID().slice(0, 8)}`

const accounts = async (body: object, token = dev) => postJson(server, '/admin/report/user/details', body, bearer(token))
const csvText = async (path: string, token = dev) => {
  const res = await fetch(`${server.api}${path}`, { headers: bearer(token) })
  expect(res.status).toBe(200)
  return { res, lines: (await res.text()).split('\r\n').slice(0, -1) }
}

describe('accounts report', () => {
  it('pages newest first without repeating or skipping a row, also when members join between pages', async () => {
    const tag = newTag()
    const ids = []
    for (let i = 0; i < REPORT_PAGE * 2 + 5; i++) ids.push((await insertMember({ tag })).id)
    const first = await json(await accounts({ search: tag }))
    expect(first.data).toHaveLength(REPORT_PAGE)
    expect(first.more).toBe(true)
    await insertMember({ tag })
    const second = await json(await accounts({ search: tag, before: first.data.at(-1).id }))
    const third = await json(await accounts({ search: tag, before: second.data.at(-1).id }))
    expect(third.more).toBe(false)
    const seen = [...first.data, ...second.data, ...third.data].map((r: { id: number }) => r.id)
    expect(seen).toEqual([...ids].reverse())
  })

  it('filters by Malaysian registration days and searches email or phone, lowercased', async () => {
    const tag = newTag()
    const lateOn1June = await insertMember({ tag, at: '2026-06-01T15:59:59Z' }) // 23:59:59 on 1 June in Kuala Lumpur
    const earlyOn2June = await insertMember({ tag, at: '2026-06-01T16:00:00Z' }) // 00:00 on 2 June
    const on3June = await insertMember({ tag, at: '2026-06-03T03:00:00Z', number: '0139876543' })
    const ids = async (body: object) => (await json(await accounts(body))).data.map((r: { id: number }) => r.id)
    expect(await ids({ search: tag, startDate: '2026-06-02', endDate: '2026-06-02' })).toEqual([earlyOn2June.id])
    expect(await ids({ search: tag, startDate: '2026-06-01', endDate: '2026-06-03' })).toEqual([on3June.id, earlyOn2June.id, lateOn1June.id])
    expect(await ids({ search: lateOn1June.email.toUpperCase() })).toEqual([lateOn1June.id])
    expect(await ids({ search: '0139876543' })).toEqual([on3June.id])
    // LIKE's wildcards are searched for as text.
    expect(await ids({ search: `${tag}%` })).toEqual([])
    await expectError(await accounts({ startDate: '2026-06-02' }), 422, 'dateRangeRequired')
  })

  it('exports accountReport.csv with every matching row across pages, formulas neutralised', async () => {
    const tag = newTag()
    const formula = await insertMember({ tag, name: '=HYPERLINK("x")' })
    for (let i = 0; i < 3; i++) await insertMember({ tag })
    const { res, lines } = await csvText(`/admin/report/user/details/csv?search=${tag}`)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="accountReport.csv"')
    expect(lines[0]).toBe('id,name,email,number,tier,verified,registeredAt in Malaysia time (UTC+8)')
    expect(lines).toHaveLength(5)
    expect(lines[4]).toContain(`${formula.id},"'=HYPERLINK(""x"")",${formula.email},`)
    expect(lines[4]).toContain(',gold,yes,02/06/2026')
  })

  it('reads an export a page at a time, and only as far as it is read', async () => {
    const asked: (number | undefined)[] = []
    const pages = allPages(async ({ before, limit }) => {
      asked.push(before)
      const start = before ?? 2501
      return Array.from({ length: Math.min(limit, start - 1) }, (_, i) => ({ id: start - 1 - i }))
    }, byId)
    const first = await pages.next()
    expect(first.value).toHaveLength(1000)
    expect(asked).toEqual([undefined])
    const rest = []
    for await (const page of pages) rest.push(page.length)
    expect(rest).toEqual([1000, 500])
    expect(asked).toEqual([undefined, 1501, 501])
  })
})

describe('account edit', () => {
  const edit = (body: object, token = dev) => postJson(server, '/admin/setting/account/edit', body, bearer(token))

  it('saves name, email and phone, and records who changed what', async () => {
    const tag = newTag()
    const member = await insertMember({ tag, name: 'Old Name' })
    const res = await edit({ id: member.id, name: 'Nur Aisyah', email: `  ${tag.toUpperCase()}@Example.com `, number: '0161234567' }, superadmin)
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ id: member.id, name: 'Nur Aisyah', email: `${tag}@example.com`, number: '0161234567' })
    const fetched = await fetch(`${server.api}/admin/report/user/detail?id=${member.id}`, { headers: bearer(superadmin) })
    expect((await json(fetched)).name).toBe('Nur Aisyah')
    const audit = await server.deps.db.selectFrom('adminAudit').selectAll().where('entity', '=', 'member').where('entityId', '=', String(member.id)).execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]!.action).toBe('member.edit')
    expect(JSON.parse(audit[0]!.before!)).toMatchObject({ name: 'Old Name', email: member.email })
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ name: 'Nur Aisyah', number: '0161234567' })
  })

  it("refuses the spec's bad names, emails and phones, empty fields, and what another account holds", async () => {
    const tag = newTag()
    const member = await insertMember({ tag })
    const other = await insertMember({ tag: `${tag}o`, number: '0171234567' })
    const valid = { id: member.id, name: 'Siti', email: `${tag}@example.com`, number: '0191234567' }
    await expectError(await edit({ ...valid, name: 'Siti 2' }), 422, 'accountNameFormat')
    await expectError(await edit({ ...valid, email: 'siti@example' }), 422, 'accountEmailFormat')
    for (const number of ['0151234567', '011234567', '012345678901', '6012345678'])
      await expectError(await edit({ ...valid, number }), 422, 'accountNumberFormat')
    await expectError(await edit({ ...valid, name: '  ' }), 422, 'accountFieldEmpty')
    await expectError(await edit({ ...valid, email: other.email }), 409, 'accountEmailTaken')
    await expectError(await edit({ ...valid, number: '0171234567' }), 409, 'accountNumberTaken')
    await expectError(await edit({ ...valid, id: 999_999_999 }), 404, 'accountNotFound')
    // 8 digits after the prefix digit are allowed too.
    expect((await edit({ ...valid, number: '01123456789' })).status).toBe(200)
    expect(await server.deps.db.selectFrom('adminAudit').select('id').where('entityId', '=', String(member.id)).where('entity', '=', 'member').execute()).toHaveLength(1)
  })
})

describe('point history', () => {
  it('lists ledger rows with their member, filtered, paged and exported; the point user report shows one member', async () => {
    const tag = newTag()
    const member = await insertMember({ tag, name: 'Point Mum' })
    const other = await insertMember({ tag: `${tag}x` })
    await addPoints(server, member.id, 50, '2026-06-01T16:30:00Z') // 00:30 on 2 June in Kuala Lumpur
    await addPoints(server, member.id, -20, '2026-06-03T01:00:00Z', 'redemption')
    await addPoints(server, other.id, 7, '2026-06-02T05:00:00Z')
    const page = async (body: object) => json(await postJson(server, '/admin/report/pointv2', body, bearer(dev)))
    const june2 = await page({ search: tag, startDate: '2026-06-02', endDate: '2026-06-02' })
    expect(june2.data.map((r: { points: number; name: string }) => [r.name, r.points])).toEqual([
      ['Siti Aminah', 7],
      ['Point Mum', 50],
    ])
    const mine = await page({ search: member.email })
    expect(mine.data.map((r: { points: number; source: string }) => [r.points, r.source])).toEqual([
      [-20, 'redemption'],
      [50, 'scan'],
    ])
    const { lines } = await csvText(`/admin/report/pointv2/csv?search=${member.email}`)
    expect(lines).toEqual([
      'createdAt in Malaysia time (UTC+8),memberId,name,points,source',
      // A debit stays a number, not a neutralised text.
      `03/06/2026 09:00,${member.id},Point Mum,-20,redemption`,
      `02/06/2026 00:30,${member.id},Point Mum,50,scan`,
    ])
    const user = await json(await postJson(server, '/admin/report/point/user', { member: member.id }, bearer(dev)))
    expect(user.member).toEqual({ id: member.id, name: 'Point Mum' })
    expect(user.data.map((r: { points: number }) => r.points)).toEqual([-20, 50])
    expect(user.more).toBe(false)
    await expectError(await postJson(server, '/admin/report/point/user', { member: 999_999_999 }, bearer(dev)), 404, 'accountNotFound')
  })

  it('is refused to superadmins, who reach only the account pages', async () => {
    expect((await postJson(server, '/admin/report/pointv2', {}, bearer(superadmin))).status).toBe(403)
    expect((await accounts({}, superadmin)).status).toBe(200)
  })
})
