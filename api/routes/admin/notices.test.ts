import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken } from '../../test-support/admins.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, postJson } from '../../test-support/members.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let admin: Record<string, string>
beforeAll(async () => {
  server = await startTestServer() // 10:00 on 2 June 2026 in Kuala Lumpur
  admin = bearer(await adminToken(server))
})
afterAll(() => server.close())

/** Moves the clock, with a fresh admin session (sessions expire as the clock moves on). */
async function at(instant: string) {
  server.clock.set(instant)
  admin = bearer(await adminToken(server))
}

const PATHS = { list: '/admin/fetch/dashboard/notice', add: '/admin/setting/notice/add', edit: '/admin/setting/notice/edit', delete: '/admin/setting/notice/delete' }
const get = (path: string, headers = admin) => fetch(`${server.api}${path}`, { headers })
const post = (path: string, body: unknown, headers = admin) => postJson(server, path, body, headers)
const showing = async (kind: string) => (await json(await get(`/content/notices?kind=${kind}`, {}))).data as { id: number }[]
const audit = async (entityId: number) => (await json(await get(`/admin/fetch/audit?entity=notice&entityId=${entityId}`))).data

/** A maintenance window on 3 June, 01:00 to 03:00 in Malaysia. */
const notice = (overrides: Record<string, unknown> = {}) => ({
  kind: 'maintenance',
  titleEn: 'Scheduled maintenance',
  titleBm: 'Penyelenggaraan berjadual',
  bodyEn: 'We will be back soon.\nThank you for waiting.',
  bodyBm: 'Kami akan kembali tidak lama lagi.\nTerima kasih kerana menunggu.',
  startsAt: '2026-06-03T01:00:00+08:00',
  endsAt: '2026-06-03T03:00:00+08:00',
  ...overrides,
})

describe('notices in the back office', () => {
  it('adds a notice members see only inside its window, Malaysian time, and records it', async () => {
    await at('2026-06-02T02:00:00Z')
    const res = await post(PATHS.add, notice())
    expect(res.status).toBe(201)
    const added = await json(res)
    expect(added).toMatchObject({
      kind: 'maintenance',
      title: { en: 'Scheduled maintenance', bm: 'Penyelenggaraan berjadual' },
      body: { en: 'We will be back soon.\nThank you for waiting.' },
      startsAt: '2026-06-02T17:00:00.000Z',
      endsAt: '2026-06-02T19:00:00.000Z',
      status: 'scheduled',
    })
    expect((await showing('maintenance')).map((n) => n.id)).not.toContain(added.id)

    await at('2026-06-02T16:59:59.999Z') // 00:59:59 on 3 June in Malaysia
    expect((await showing('maintenance')).map((n) => n.id)).not.toContain(added.id)
    await at('2026-06-02T17:00:00Z') // 01:00 sharp: showing
    expect((await showing('maintenance')).map((n) => n.id)).toContain(added.id)
    const listed = (await json(await get(PATHS.list))).data.find((n: { id: number }) => n.id === added.id)
    expect(listed.status).toBe('showing')
    await at('2026-06-02T19:00:00Z') // 03:00 sharp: ended
    expect((await showing('maintenance')).map((n) => n.id)).not.toContain(added.id)
    expect((await json(await get(PATHS.list))).data.find((n: { id: number }) => n.id === added.id).status).toBe('ended')

    const [entry] = await audit(added.id)
    expect(entry).toMatchObject({ action: 'notice.add', entity: 'notice', entityId: String(added.id), before: null, after: { title: added.title, startsAt: added.startsAt } })
  })

  it('refuses a notice with either language blank, or an end not after its start, and records nothing', async () => {
    await at('2026-06-02T02:00:00Z')
    const logged = async () => (await json(await get('/admin/fetch/audit?entity=notice'))).data.length
    const before = await logged()
    for (const blank of ['titleBm', 'titleEn', 'bodyBm', 'bodyEn']) await expectError(await post(PATHS.add, notice({ [blank]: '  ' })), 422, 'noticeBothLanguages')
    await expectError(await post(PATHS.add, notice({ endsAt: '2026-06-03T01:00:00+08:00' })), 422, 'noticeEndBeforeStart')
    await expectError(await post(PATHS.add, notice({ startsAt: '3 June' })), 422, 'noticeWindowInvalid')
    await expectError(await post(PATHS.add, notice({ html: '<b>' })), 400, 'unknownField')
    await expectError(await post(PATHS.add, notice({ kind: 'banner' })), 422, 'invalidInput')
    expect(await logged()).toBe(before)
  })

  it('keeps text as plain text: markup is stored and returned as written, never interpreted', async () => {
    await at('2026-06-02T02:00:00Z')
    const res = await post(PATHS.add, notice({ kind: 'announcement', bodyEn: '<b>Hello</b>\nline two' }))
    expect((await json(res)).body.en).toBe('<b>Hello</b>\nline two')
  })

  it('edits a notice with its before and after in the log, and refuses an unknown one', async () => {
    await at('2026-06-02T02:00:00Z')
    const added = await json(await post(PATHS.add, notice({ kind: 'promotion', titleEn: 'Free ticket' })))
    const res = await post(PATHS.edit, { id: added.id, ...notice({ kind: 'promotion', titleEn: 'Free tickets', startsAt: '2026-06-01T00:00:00+08:00' }) })
    expect(res.status).toBe(200)
    const edited = await json(res)
    expect(edited).toMatchObject({ id: added.id, kind: 'promotion', title: { en: 'Free tickets' }, startsAt: '2026-05-31T16:00:00.000Z', status: 'showing' })
    expect((await showing('promotion')).map((n) => n.id)).toContain(added.id)
    const [entry] = await audit(added.id)
    expect(entry).toMatchObject({ action: 'notice.edit', before: { title: { en: 'Free ticket' } }, after: { title: { en: 'Free tickets' } } })

    await expectError(await post(PATHS.edit, { id: 999_999, ...notice() }), 404, 'noticeNotFound')
    await expectError(await post(PATHS.edit, { id: added.id, ...notice({ bodyBm: '' }) }), 422, 'noticeBothLanguages')
  })

  it('deletes a notice, which members stop seeing at once, and records it', async () => {
    await at('2026-06-02T02:00:00Z')
    const added = await json(await post(PATHS.add, notice({ kind: 'announcement', startsAt: '2026-06-01T00:00:00+08:00' })))
    expect((await showing('announcement')).map((n) => n.id)).toContain(added.id)
    expect((await post(PATHS.delete, { id: added.id })).status).toBe(200)
    expect((await showing('announcement')).map((n) => n.id)).not.toContain(added.id)
    const [entry] = await audit(added.id)
    expect(entry).toMatchObject({ action: 'notice.remove', before: { id: added.id }, after: null })
    await expectError(await post(PATHS.delete, { id: added.id }), 404, 'noticeNotFound')
  })

  it('is for signed-in admins only', async () => {
    expect((await get(PATHS.list, {})).status).toBe(401)
    expect((await post(PATHS.add, notice(), {})).status).toBe(401)
  })
})
