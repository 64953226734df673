import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken } from '../../test-support/admins.ts'
import { json } from '../../test-support/json.ts'
import { bearer, postJson } from '../../test-support/members.ts'
import { insertShopper } from '../../test-support/shop.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer() // 10:00 on 2 June 2026 in Kuala Lumpur
})
afterAll(() => server.close())

const usernameOf = async (token: string) => (await json(await postJson(server, '/admin/auth/session', { token }))).username as string
const editDays = (token: string, newDate: number[]) => postJson(server, '/admin/setting/doublePointsDate/edit', { newDate }, bearer(token))
const log = async (token: string, query = '') => json(await fetch(`${server.api}/admin/fetch/audit${query}`, { headers: bearer(token) }))

describe('the audit log', () => {
  it('records each back-office write with who, what, when, before and after, newest first; a refused write leaves nothing', async () => {
    const admin = await adminToken(server)
    const username = await usernameOf(admin)
    expect((await editDays(admin, [1, 20])).status).toBe(200)
    server.clock.advance(60_000)
    expect((await editDays(admin, [3])).status).toBe(200)
    expect((await editDays(admin, [3])).status).toBe(422) // unchanged: refused, not recorded

    const { data, more } = await log(admin, `?username=${username}`)
    expect(more).toBe(false)
    expect(data).toEqual([
      { id: expect.any(Number), at: '2026-06-02T02:01:00.000Z', admin: { id: expect.any(Number), username }, action: 'pointSettings.edit', entity: 'pointSettings', entityId: 'doublePointDays', before: [1, 20], after: [3] },
      { id: expect.any(Number), at: '2026-06-02T02:00:00.000Z', admin: { id: expect.any(Number), username }, action: 'pointSettings.edit', entity: 'pointSettings', entityId: 'doublePointDays', before: [15, 22], after: [1, 20] },
    ])
  })

  it('filters by Malaysian day, entity and admin, and pages by the last id seen', async () => {
    server.clock.set('2026-06-10T15:59:00Z') // 23:59 on 10 June in Malaysia
    const admin = await adminToken(server)
    const username = await usernameOf(admin)
    for (let day = 1; day <= 105; day++) expect((await editDays(admin, [day % 28 + 1])).status).toBe(200)
    server.clock.set('2026-06-10T16:00:00Z') // 11 June in Malaysia
    expect((await editDays(admin, [30])).status).toBe(200)

    const first = await log(admin, `?username=${username}&startDate=2026-06-10&endDate=2026-06-10`)
    expect(first.data).toHaveLength(100)
    expect(first.more).toBe(true)
    const second = await log(admin, `?username=${username}&startDate=2026-06-10&endDate=2026-06-10&before=${first.data.at(-1).id}`)
    expect(second.data).toHaveLength(5)
    expect(second.more).toBe(false)
    expect(new Set([...first.data, ...second.data].map((e: { id: number }) => e.id)).size).toBe(105)
    expect((await log(admin, `?username=${username}&startDate=2026-06-11`)).data.map((e: { after: number[] }) => e.after)).toEqual([[30]])
    expect((await log(admin, `?username=${username}&entity=news`)).data).toEqual([])
    expect((await log(admin, `?username=someone-else`)).data).toEqual([])
    expect((await fetch(`${server.api}/admin/fetch/audit?entity=nothing`, { headers: bearer(admin) })).status).toBe(422)
  })

  it('exports the filtered log as a CSV, newest first, in Malaysian time', async () => {
    server.clock.set('2026-07-01T04:30:00Z')
    const admin = await adminToken(server)
    const username = await usernameOf(admin)
    await editDays(admin, [7])
    const res = await fetch(`${server.api}/admin/report/audit/csv?username=${username}`, { headers: bearer(admin) })
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="auditLog.csv"')
    const { data } = Papa.parse<string[]>((await res.text()).trim())
    expect(data[0]).toEqual(['at in Malaysia time (UTC+8)', 'admin', 'action', 'entity', 'entityId', 'before', 'after'])
    expect(data[1]).toEqual([expect.stringContaining('12:30'), username, 'pointSettings.edit', 'pointSettings', 'doublePointDays', expect.any(String), '[7]'])
    expect(data).toHaveLength(2)
  })

  it('is for dev admins only, and its rows cannot be changed or removed', async () => {
    const member = await insertShopper(server)
    expect((await fetch(`${server.api}/admin/fetch/audit`, { headers: bearer(member.token) })).status).toBe(403)
    expect((await fetch(`${server.api}/admin/fetch/audit`, { headers: bearer(await adminToken(server, 'superadmin')) })).status).toBe(403)
    expect((await fetch(`${server.api}/admin/report/audit/csv`)).status).toBe(401)
    await expect(server.deps.db.updateTable('adminAudit').set({ after: '[]' }).execute()).rejects.toThrow(/append-only/)
    await expect(server.deps.db.deleteFrom('adminAudit').execute()).rejects.toThrow(/append-only/)
  })
})
