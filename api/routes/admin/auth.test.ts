import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureAdminAccount } from '../../db/admins.ts'
import { lastAudit } from '../../test-support/audit.ts'
import { postJsonFrom } from '../../test-support/from-address.ts'
import { json } from '../../test-support/json.ts'
import { bearer, createMember, postJson } from '../../test-support/members.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await ensureAdminAccount(server.deps.db, { username: 'chief', password: 'Chief-Pass-2026' }, server.clock.now())
  await ensureAdminAccount(server.deps.db, { username: 'helpdesk', password: 'Help-Pass-2026' }, server.clock.now())
  await server.deps.db.updateTable('admins').set({ role: 'superadmin' }).where('username', '=', 'helpdesk').execute()
})
afterAll(() => server.close())

const login = (username: string, password: string) => postJson(server, '/admin/auth/login', { username, password })

describe('admin sign-in', () => {
  it('answers a token and the role as the session type', async () => {
    const res = await login('chief', 'Chief-Pass-2026')
    const body = await json(res)
    expect(body).toMatchObject({ type: 'dev', username: 'chief', token: expect.stringMatching(/^[\w-]{43}$/) })
    expect(await json(await postJson(server, '/admin/auth/session', { token: body.token }))).toEqual({ type: 'dev', username: 'chief' })
    expect(await json(await login('helpdesk', 'Help-Pass-2026'))).toMatchObject({ type: 'superadmin' })
  })

  it('refuses a wrong password and locks after 5', async () => {
    for (let i = 0; i < 4; i++) expect(await json(await login('chief', 'nope'))).toMatchObject({ code: 'adminLoginFailed' })
    expect((await login('chief', 'nope')).status).toBe(423)
    expect((await login('chief', 'Chief-Pass-2026')).status).toBe(423)
    server.clock.advance(31 * 60_000)
    expect((await login('chief', 'Chief-Pass-2026')).status).toBe(200)
  })

  it('holds the lock under 25 parallel wrong passwords, for that address only', async () => {
    await ensureAdminAccount(server.deps.db, { username: 'night', password: 'Night-Pass-2026' }, server.clock.now())
    const from = (address: string, password: string) => postJsonFrom(server, address, '/admin/auth/login', { username: 'night', password })
    const answers = await Promise.all(Array.from({ length: 25 }, () => from('127.0.0.2', 'nope')))
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(4).fill(401), ...Array(21).fill(423)])
    expect(await from('127.0.0.2', 'Night-Pass-2026')).toEqual({ status: 423, body: { code: 'accountLocked', error: 'The login details are incorrect or your account has been locked temporarily. Please try again after 30 minutes.' } })
    // A stranger locks only their own address: the admin still signs in from theirs.
    expect((await from('127.0.0.3', 'Night-Pass-2026')).status).toBe(200)
  })

  it('lets a dev admin lift an admin\'s locks from every address; a superadmin may not', async () => {
    await ensureAdminAccount(server.deps.db, { username: 'early', password: 'Early-Pass-2026' }, server.clock.now())
    const from = (address: string, password: string) => postJsonFrom(server, address, '/admin/auth/login', { username: 'early', password })
    for (const address of ['127.0.0.4', '127.0.0.5']) for (let i = 0; i < 5; i++) await from(address, 'nope')
    expect((await from('127.0.0.4', 'Early-Pass-2026')).status).toBe(423)
    const unlock = (token: string, username: string) => postJson(server, '/admin/auth/unlock', { username }, bearer(token))

    const helpdesk = await json(await login('helpdesk', 'Help-Pass-2026'))
    expect((await unlock(helpdesk.token, 'early')).status).toBe(403)
    const chief = await json(await login('chief', 'Chief-Pass-2026'))
    expect(await json(await unlock(chief.token, 'nobody'))).toMatchObject({ code: 'adminNotFound' })
    expect((await unlock(chief.token, 'early')).status).toBe(204)
    expect(await lastAudit(server, 'admin')).toMatchObject({ action: 'admin.unlock', admin: 'chief', after: { username: 'early' } })
    expect(server.logs.some((line) => line.includes('"event":"admin_unlocked"') && line.includes('"by":"chief"'))).toBe(true)
    for (const address of ['127.0.0.4', '127.0.0.5']) expect((await from(address, 'Early-Pass-2026')).status).toBe(200)
  })

  it('logs out on the server', async () => {
    const { token } = await json(await login('chief', 'Chief-Pass-2026'))
    expect((await fetch(`${server.api}/admin/auth/logout`, { method: 'POST', headers: bearer(token) })).status).toBe(204)
    expect((await postJson(server, '/admin/auth/session', { token })).status).toBe(401)
  })
})

describe('every admin route', () => {
  it('refuses no token with 401 and a member token with 403', async () => {
    const member = await createMember(server)
    const doc = await json(await fetch(`${server.api}/openapi.json`))
    // Sign-in and the session check take no bearer token; everything else under /admin needs one.
    const open = new Set(['/admin/auth/login', '/admin/auth/session'])
    const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/admin/') && !open.has(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path: path.replace(/\{\w+\}/g, '1'), method })))
    expect(routes.length).toBeGreaterThan(0)
    for (const { path, method } of routes) {
      const anonymous = await fetch(`${server.api}${path}`, { method: method.toUpperCase() })
      expect(anonymous.status, `${method} ${path} without a token`).toBe(401)
      const asMember = await fetch(`${server.api}${path}`, { method: method.toUpperCase(), headers: bearer(member.token) })
      expect(asMember.status, `${method} ${path} with a member token`).toBe(403)
    }
  })

  it('refuses an admin token on member routes with 403', async () => {
    const { token } = await json(await login('helpdesk', 'Help-Pass-2026'))
    expect((await postJson(server, '/user/language', { language: 'bm' }, bearer(token))).status).toBe(403)
  })
})
