import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REVIEW_PAGE_SIZE } from '../../../domain/contest-review.ts'
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

const get = (path: string, headers = admin) => fetch(`${server.api}${path}`, { headers })
const post = (path: string, body: unknown, headers = admin) => postJson(server, path, body, headers)

let serial = 0
/** A contest with two dropdown options, written straight into the database. */
async function insertContest(name = `Contest ${++serial}`) {
  const at = server.clock.now().toISOString()
  const db = server.deps.db
  const flags = { pointRequired: 1, uploadImages: 1, uploadReceipts: 1, linkUrl: 1, gotDropdown: 1 } as const
  const { id } = await db
    .insertInto('contests')
    .values({
      nameEn: name,
      nameBm: `${name} BM`,
      descriptionEn: 'd',
      descriptionBm: 'd',
      iconEn: '/x.png',
      iconBm: '/x.png',
      startsAt: '2026-06-01T00:00:00.000Z',
      endsAt: '2026-07-01T00:00:00.000Z',
      pointsPerEntry: 10,
      entriesPerPerson: 5,
      ...flags,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const { id: optionId } = await db.insertInto('contestOptions').values({ contestId: id, position: 0, labelEn: 'Johor', labelBm: 'Johor BM' }).returning('id').executeTakeFirstOrThrow()
  return { id, optionId }
}

/** An entry by a new member (the member's submit is another area's), with private image files. */
async function insertEntry(contestId: number, { optionId = null as number | null, link = 'https://example.com/post' as string | null, files = true } = {}) {
  const member = await insertShopper(server)
  const at = server.clock.now().toISOString()
  const db = server.deps.db
  const { id: submissionId } = await db.insertInto('contestSubmissions').values({ contestId, memberId: member.id, entries: 1, points: 10, createdAt: at }).returning('id').executeTakeFirstOrThrow()
  const imageFile = files ? await server.deps.files.save('private', 'png', solidPng(3, 3, [1, 2, 3])) : null
  const receiptFile = files ? await server.deps.files.save('private', 'png', solidPng(3, 3, [4, 5, 6])) : null
  const { id } = await db
    .insertInto('contestEntries')
    .values({ submissionId, contestId, memberId: member.id, optionId, link, imageFile, receiptFile, createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  const row = await db.selectFrom('members').select(['name', 'number', 'email']).where('id', '=', member.id).executeTakeFirstOrThrow()
  return { id, member: { ...row, token: member.token } }
}

describe('the contest selector and the entries of a tab', () => {
  it('lists every contest, and a tab holds its entries with who entered and what they sent', async () => {
    const contest = await insertContest('Selector contest')
    const entry = await insertEntry(contest.id, { optionId: contest.optionId })
    const { data: activities } = await json(await post('/admin/report/allActivity', undefined))
    expect(activities).toContainEqual({ id: contest.id, name: { en: 'Selector contest', bm: 'Selector contest BM' }, startsAt: expect.any(String), endsAt: expect.any(String) })
    const page = await json(await post('/admin/report/activity', { activityNum: contest.id }))
    expect(page).toEqual({
      data: [
        {
          id: entry.id,
          status: 'pending',
          activityName: { en: 'Selector contest', bm: 'Selector contest BM' },
          name: entry.member.name,
          number: entry.member.number,
          email: entry.member.email,
          submittedAt: server.clock.now().toISOString(),
          link: 'https://example.com/post',
          option: { en: 'Johor', bm: 'Johor BM' },
          hasScreenshot: true,
          hasReceipt: true,
        },
      ],
      total: 1,
      page: 1,
      pageSize: REVIEW_PAGE_SIZE,
    })
    expect((await json(await post('/admin/report/activity', { activityNum: contest.id, status: 'winner' }))).data).toEqual([])
    await expectError(await post('/admin/report/activity', { activityNum: 99999 }), 404, 'contestAdminNotFound')
  })

  it('searches by name, phone, email or entry id, and pages on the server', async () => {
    const contest = await insertContest()
    const entries = []
    for (let i = 0; i < REVIEW_PAGE_SIZE + 2; i++) entries.push(await insertEntry(contest.id, { files: false }))
    const first = await json(await post('/admin/report/activity', { activityNum: contest.id }))
    expect(first).toMatchObject({ total: REVIEW_PAGE_SIZE + 2, page: 1 })
    expect(first.data).toHaveLength(REVIEW_PAGE_SIZE)
    const second = await json(await post('/admin/report/activity', { activityNum: contest.id, page: 2 }))
    expect(second.data.map((e: { id: number }) => e.id)).toEqual(entries.slice(REVIEW_PAGE_SIZE).map((e) => e.id))
    const target = entries[3]!
    const found = async (search: string) => (await json(await post('/admin/report/activity', { activityNum: contest.id, search }))).data.map((e: { id: number }) => e.id)
    for (const search of [target.member.number, target.member.email!]) expect(await found(search)).toEqual([target.id])
    // A name or an id may also be part of other names, phone numbers or emails: the entry is among what they find.
    expect(await found(target.member.name.toUpperCase())).toContain(target.id)
    expect(await found(String(target.id))).toContain(target.id)
    expect((await json(await post('/admin/report/activity', { activityNum: contest.id, search: '%' }))).total).toBe(0)
  })
})

describe('moving an entry between statuses', () => {
  it('moves any status to another, audits each move, and refuses the same status or an unknown entry', async () => {
    const contest = await insertContest()
    const { id } = await insertEntry(contest.id)
    for (const status of ['winner', 'consolidation', 'pending', 'consolidation', 'winner', 'pending'] as const) {
      const res = await post('/admin/report/updateActivity', { entryid: id, status })
      expect(res.status).toBe(200)
      expect((await json(res)).status).toBe(status)
    }
    const tab = async (status: string) => (await json(await post('/admin/report/activity', { activityNum: contest.id, status }))).data.map((e: { id: number }) => e.id)
    expect(await tab('pending')).toEqual([id])
    await expectError(await post('/admin/report/updateActivity', { entryid: id, status: 'pending' }), 409, 'reviewStatusUnchanged')
    await expectError(await post('/admin/report/updateActivity', { entryid: 99999, status: 'winner' }), 404, 'reviewEntryNotFound')
    const { data: log } = await json(await get(`/admin/fetch/audit?entity=contestEntry&entityId=${id}`))
    expect(log).toHaveLength(6)
    expect(log[0]).toMatchObject({ action: 'contestEntry.pending', before: { id, status: 'winner' }, after: { id, status: 'pending' } })
    // Newest first: each move is its own entry, named after the status it moved to.
    expect(log.map((e: { action: string }) => e.action)).toEqual([
      'contestEntry.pending',
      'contestEntry.winner',
      'contestEntry.consolidation',
      'contestEntry.pending',
      'contestEntry.consolidation',
      'contestEntry.winner',
    ])
  })
})

describe('the CSV of a contest', () => {
  it('is scanReport.csv with every entry and its status, formulas neutralised', async () => {
    const contest = await insertContest('=HYPERLINK("http://evil")')
    const pending = await insertEntry(contest.id, { link: '=cmd|calc', optionId: contest.optionId })
    const winner = await insertEntry(contest.id, { link: null, files: false })
    await post('/admin/report/updateActivity', { entryid: winner.id, status: 'winner' })
    const res = await get(`/admin/report/activity/csv?activityNum=${contest.id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="scanReport.csv"')
    const lines = (await res.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('entryId,contest,status,name,number,email,submittedAt in Malaysia time (UTC+8),link,dropdown,screenshot,receipt')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toBe(`${pending.id},"'=HYPERLINK(""http://evil"")",pending,${pending.member.name},${pending.member.number},${pending.member.email},02/06/2026 10:00,'=cmd|calc,Johor,yes,yes`)
    expect(lines[2]).toMatch(new RegExp(`^${winner.id},.*,winner,.*,,,no,no$`))
    await expectError(await get('/admin/report/activity/csv?activityNum=99999'), 404, 'contestAdminNotFound')
  })
})

describe('entry images', () => {
  it('are served to dev admins only, uncached, with their type told by content', async () => {
    const contest = await insertContest()
    const entry = await insertEntry(contest.id)
    const image = await get(`/admin/fetch/contest/entry/${entry.id}/image`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('cache-control')).toBe('no-store')
    expect(Buffer.from(await image.arrayBuffer())).toEqual(solidPng(3, 3, [1, 2, 3]))
    expect((await get(`/admin/fetch/contest/entry/${entry.id}/receipt`)).status).toBe(200)
    expect((await get(`/admin/fetch/contest/entry/${entry.id}/image`, {})).status).toBe(401)
    expect((await get(`/admin/fetch/contest/entry/${entry.id}/image`, bearer(entry.member.token))).status).toBe(403)
    expect((await get(`/admin/fetch/contest/entry/${entry.id}/image`, bearer(await adminToken(server, 'superadmin')))).status).toBe(403)
    const bare = await insertEntry(contest.id, { files: false })
    await expectError(await get(`/admin/fetch/contest/entry/${bare.id}/image`), 404, 'reviewEntryNotFound')
  })

  it('the review calls are refused to a member and a superadmin', async () => {
    const member = await insertShopper(server)
    const superadmin = await adminToken(server, 'superadmin')
    for (const headers of [bearer(member.token), bearer(superadmin)]) {
      expect((await post('/admin/report/allActivity', undefined, headers)).status).toBe(403)
      expect((await post('/admin/report/updateActivity', { entryid: 1, status: 'winner' }, headers)).status).toBe(403)
    }
  })
})
