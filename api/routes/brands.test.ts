import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken } from '../test-support/admins.ts'
import { json } from '../test-support/json.ts'
import { bearer, createMember } from '../test-support/members.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const fetchBrands = (headers: Record<string, string> = {}) => fetch(`${server.api}/user/brands/fetch`, { headers })

describe('brands for a member', () => {
  it('lists brands that have sizes, by name, with their formats and sizes in size order', async () => {
    const now = new Date().toISOString()
    // A brand without any size cannot be chosen for a baby, so it is left out.
    await server.deps.db.insertInto('brands').values({ name: 'Aaa Empty', description: 'x', imageUrl: '/x.png', createdAt: now, updatedAt: now }).execute()
    const { token } = await createMember(server)
    const res = await fetchBrands(bearer(token))
    expect(res.status).toBe(200)
    const { data } = await json(res)
    expect(data.map((b: any) => b.name)).toEqual(['Lembut Basics', 'Lembut Comfort', 'Lembut Premium'])
    const premium = data[2]
    expect(Object.keys(premium).sort()).toEqual(['formats', 'id', 'name', 'sizes'])
    expect(premium.formats.map((f: any) => f.name)).toEqual(['pants', 'tape'])
    const pants = premium.formats[0].id
    expect(premium.sizes.filter((s: any) => s.formatId === pants).map((s: any) => s.name)).toEqual(['m', 'l', 'xl', 'xxl'])
    expect(premium.sizes[0]).toEqual({ id: expect.any(Number), name: 'm', description: '6-11 kg', brandId: premium.id, formatId: pants })
  })

  it('needs a member token: none is 401, a back-office one 403', async () => {
    expect((await fetchBrands()).status).toBe(401)
    expect((await fetchBrands(bearer(await adminToken(server)))).status).toBe(403)
  })
})
