import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTRACTS } from '../../../domain/contract/index.ts'
import { adminRolesOf } from '../../http/auth.ts'
import { adminToken } from '../../test-support/admins.ts'
import { json } from '../../test-support/json.ts'
import { bearer, createMember } from '../../test-support/members.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** Every back-office route outside sign-in, each called with an empty body and ids of 1. */
const areaRoutes = CONTRACTS.filter((c) => c.access === 'admin' && !c.path.startsWith('/admin/auth/'))

const call = (route: (typeof areaRoutes)[number], headers: Record<string, string> = {}) =>
  fetch(`${server.api}${route.path.replace(/\{\w+\}/g, '1')}`, {
    method: route.method.toUpperCase(),
    headers: { 'content-type': 'application/json', ...headers },
    ...(route.method === 'get' ? {} : { body: '{}' }),
  })

describe('the back office guard', () => {
  it('covers every area route: 401 without a session, 403 for a member, and 403 for a superadmin unless the route names that role', async () => {
    expect(areaRoutes.length).toBeGreaterThan(20)
    const member = await createMember(server)
    const superadmin = await adminToken(server, 'superadmin')
    const answers = await Promise.all(
      areaRoutes.map(async (route) => {
        const [none, asMember, asSuperadmin] = [(await call(route)).status, (await call(route, bearer(member.token))).status, (await call(route, bearer(superadmin))).status]
        // A route open to superadmins gets past the guard: whatever it answers, it is not the guard's 401 or 403.
        const superadminPasses = adminRolesOf(route).includes('superadmin')
        const superadminOk = superadminPasses ? asSuperadmin !== 401 && asSuperadmin !== 403 : asSuperadmin === 403
        return `${route.method} ${route.path}: ${none} ${asMember} ${superadminOk ? 'ok' : asSuperadmin}`
      }),
    )
    expect(answers.filter((a) => !a.endsWith(': 401 403 ok'))).toEqual([])
  })

  it('opens to a superadmin only the account pages of the access map (spec 3 §2.1), and its own sign-out', async () => {
    const openTo = (routes: typeof CONTRACTS) => routes.filter((route) => adminRolesOf(route).includes('superadmin')).map((route) => `${route.method} ${route.path}`)
    expect(openTo(areaRoutes)).toEqual(['post /admin/report/user/details', 'get /admin/report/user/details/csv', 'get /admin/report/user/detail', 'post /admin/setting/account/edit'])
    // Sign-in's routes check roles themselves: a superadmin signs out, and may not lift another admin's sign-in lock.
    const superadmin = await adminToken(server, 'superadmin')
    const asSuperadmin = (path: string, body: object) =>
      fetch(`${server.api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(superadmin) }, body: JSON.stringify(body) })
    expect((await asSuperadmin('/admin/auth/unlock', { username: 'admin' })).status).toBe(403)
    expect((await asSuperadmin('/admin/auth/logout', {})).ok).toBe(true)
    expect((await asSuperadmin('/admin/report/user/details', {})).status).toBe(401)
  })

  it('lets a dev admin through to the route itself', async () => {
    const dev = await adminToken(server)
    const res = await fetch(`${server.api}/admin/fetch/dashboard/code/batch`, { headers: bearer(dev) })
    expect(res.status).toBe(200)
    expect(await json(res)).toHaveProperty('batches')
  })
})
