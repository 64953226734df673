import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERRORS_BM } from '../../../domain/errors-bm.ts'
import { ensureAdminAccount } from '../../db/admins.ts'
import { adminToken } from '../../test-support/admins.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, postInProcess, postJson } from '../../test-support/members.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let dev: string
beforeAll(async () => {
  server = await startTestServer()
  await ensureAdminAccount(server.deps.db, { username: 'root', password: 'Root-Pass-2026' }, server.clock.now())
  dev = await adminToken(server)
})
afterAll(() => server.close())

const STRONG = 'Strong@Pass2026'
const login = (username: string, password = STRONG) => postJson(server, '/admin/auth/login', { username, password })
const write = (token: string, what: string, body: unknown) => postJson(server, `/admin/setting/admin/${what}`, body, bearer(token))
const accounts = async (token = dev) => (await json(await fetch(`${server.api}/admin/fetch/admins`, { headers: bearer(token) }))).data as { id: number; username: string }[]
const idOf = async (username: string) => (await accounts()).find((a) => a.username === username)!.id
const session = (token: string) => fetch(`${server.api}/admin/fetch/admins`, { headers: bearer(token) })
const auditOf = async (id: number) => (await json(await fetch(`${server.api}/admin/fetch/audit?entity=admin&entityId=${id}`, { headers: bearer(dev) }))).data
const myId = async (token: string) => {
  const { username } = await json(await postJson(server, '/admin/auth/session', { token }))
  return idOf(username)
}

describe('admin users', () => {
  it('a dev admin creates a superadmin who signs in; the list shows role, state, creator and last sign-in; the audit holds no password', async () => {
    const res = await write(dev, 'add', { username: 'helpdesk', role: 'superadmin', password: STRONG })
    expect(res.status).toBe(201)
    const added = await json(res)
    expect(added).toMatchObject({ username: 'helpdesk', role: 'superadmin', bootstrap: false, disabledAt: null, createdBy: expect.stringMatching(/^dev-/), lastSignInAt: null })
    expect(await json(await login('helpdesk'))).toMatchObject({ type: 'superadmin' })
    expect((await accounts()).find((a) => a.username === 'helpdesk')).toMatchObject({ lastSignInAt: server.clock.now().toISOString() })
    expect((await accounts()).find((a) => a.username === 'root')).toMatchObject({ bootstrap: true, createdBy: null })
    await expectError(await write(dev, 'add', { username: 'helpdesk', role: 'dev', password: STRONG }), 409, 'adminUsernameTaken')
    const [entry] = await auditOf(added.id)
    expect(entry).toMatchObject({ action: 'admin.add', before: null, after: { username: 'helpdesk', role: 'superadmin' } })
    expect(JSON.stringify(entry)).not.toMatch(/password|argon/i)
  })

  it('refuses a weak password, with a clear message in both languages', async () => {
    for (const password of ['Short@1a', 'Eleven@Ch4r', 'nouppercase@2026', 'NoDigits@Password', 'Has space@2026Aa']) {
      await expectError(await write(dev, 'add', { username: 'weakling', role: 'dev', password }), 422, 'adminPasswordWeak')
    }
    expect(ERRORS_BM.adminPasswordWeak).toMatch(/12 aksara/)
    await expectError(await write(dev, 'add', { username: 'a b', role: 'dev', password: STRONG }), 422, 'adminUsernameInvalid')
    expect((await accounts()).map((a) => a.username)).not.toContain('weakling')
  })

  it("disabling an admin refuses its token at once and its sign-in with a clear message; enabling lets it in again", async () => {
    await write(dev, 'add', { username: 'temp', role: 'dev', password: STRONG })
    const token = (await json(await login('temp'))).token as string
    expect((await session(token)).status).toBe(200)
    const id = await idOf('temp')
    expect(await json(await write(dev, 'disable', { id }))).toMatchObject({ disabledAt: server.clock.now().toISOString() })
    expect((await session(token)).status).toBe(401)
    await expectError(await login('temp'), 403, 'adminDisabled')
    await expectError(await login('temp', 'Wrong@Pass2026'), 401, 'adminLoginFailed') // the state is told only to whoever knows the password
    expect(await json(await write(dev, 'enable', { id }))).toMatchObject({ disabledAt: null })
    expect((await login('temp')).status).toBe(200)
    expect((await auditOf(id)).map((e: { action: string }) => e.action)).toEqual(['admin.enable', 'admin.disable', 'admin.add'])
  })

  it('a password reset ends the sessions; the old password no longer signs in', async () => {
    await write(dev, 'add', { username: 'forgetful', role: 'superadmin', password: STRONG })
    const token = (await json(await login('forgetful'))).token as string
    const id = await idOf('forgetful')
    expect((await write(dev, 'password', { id, password: 'BrandNew@Pass1' })).status).toBe(200)
    expect((await postJson(server, '/admin/auth/session', { token })).status).toBe(401)
    expect((await login('forgetful')).status).toBe(401)
    expect((await login('forgetful', 'BrandNew@Pass1')).status).toBe(200)
    const [entry] = await auditOf(id)
    expect(entry.action).toBe('admin.resetPassword')
    expect(JSON.stringify(entry)).not.toMatch(/BrandNew|passwordHash|argon/)
  })

  it('changes roles, but never its own, the bootstrap admin, nor the last enabled dev admin; never disables those either', async () => {
    await write(dev, 'add', { username: 'promoted', role: 'superadmin', password: STRONG })
    const id = await idOf('promoted')
    expect(await json(await write(dev, 'role', { id, role: 'dev' }))).toMatchObject({ role: 'dev' })
    expect((await auditOf(id))[0]).toMatchObject({ action: 'admin.changeRole', before: { role: 'superadmin' }, after: { role: 'dev' } })

    const me = await myId(dev)
    const root = await idOf('root')
    for (const target of [me, root]) {
      await expectError(await write(dev, 'disable', { id: target }), 409, 'adminAccountProtected')
      await expectError(await write(dev, 'role', { id: target, role: 'superadmin' }), 409, 'adminAccountProtected')
    }
    await expectError(await write(dev, 'disable', { id: 9999 }), 404, 'adminNotFound')
  })

  it('keeps one enabled dev admin: two dev admins disabling each other at once, one of them wins', async () => {
    // No bootstrap account here (a database set up by hand): the count of enabled dev admins alone keeps one.
    const lone = await startTestServer()
    try {
      const [a, b] = [await adminToken(lone), await adminToken(lone)]
      const idIn = async (token: string) => {
        const { username } = await json(await postJson(lone, '/admin/auth/session', { token }))
        return (await lone.deps.db.selectFrom('admins').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id
      }
      const [aId, bId] = [await idIn(a), await idIn(b)]
      const answers = await Promise.all([postInProcess(lone, '/admin/setting/admin/disable', { id: bId }, bearer(a)), postInProcess(lone, '/admin/setting/admin/disable', { id: aId }, bearer(b))])
      // The loser is refused by the rule, or, when the winner committed before it was let in, as a disabled admin.
      const [won, lost] = answers.map((r) => r.status).sort()
      expect(won).toBe(200)
      expect([401, 409]).toContain(lost)
      const enabled = await lone.deps.db.selectFrom('admins').select('id').where('role', '=', 'dev').where('disabledAt', 'is', null).execute()
      expect(enabled).toHaveLength(1)
    } finally {
      await lone.close()
    }
  })

  it('is for dev admins only', async () => {
    const superadmin = await adminToken(server, 'superadmin')
    expect((await session(superadmin)).status).toBe(403)
    expect((await write(superadmin, 'add', { username: 'sneaky', role: 'dev', password: STRONG })).status).toBe(403)
  })
})
