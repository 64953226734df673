import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken } from '../test-support/admins.ts'
import { generateCodes } from '../test-support/code-batches.ts'
import { json } from '../test-support/json.ts'
import { bearer, createMember, postJson } from '../test-support/members.ts'
import { insertShopItem } from '../test-support/shop.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const get = (path: string, token?: string) => fetch(`${server.api}${path}`, { headers: token ? bearer(token) : {} })

describe('news', () => {
  it('shows news for all and for the member’s own stage only', async () => {
    const pregnant = await createMember(server, { pregnancyStage: 'pregnant', edb: '2026-09-01' })
    const trying = await createMember(server, { pregnancyStage: 'trying' })
    const titles = async (token: string) => ((await json(await get('/news/fetch', token))).data as { title: { en: string } }[]).map((n) => n.title.en)
    expect(await titles(pregnant.token)).toEqual(expect.arrayContaining(['Double points on the 15th and 22nd', 'Packing your hospital bag']))
    expect(await titles(pregnant.token)).not.toContain('Five tips for better baby sleep')
    expect(await titles(trying.token)).toEqual(['Double points on the 15th and 22nd'])
  })

  it('leaves out news an admin switched off', async () => {
    const member = await createMember(server)
    await server.deps.db.updateTable('news').set({ active: 0 }).where('titleEn', '=', 'Double points on the 15th and 22nd').execute()
    expect((await json(await get('/news/fetch', member.token))).data).toEqual([])
    await server.deps.db.updateTable('news').set({ active: 1 }).execute()
  })

  it('is for members only', async () => {
    expect((await get('/news/fetch')).status).toBe(401)
  })
})

describe('quests', () => {
  it('marks a quest done once the member has done it, and refuses an id that is not the token’s', async () => {
    const member = await createMember(server)
    const other = await createMember(server)
    expect((await postJson(server, '/quest/fetch', { id: other.uuid }, bearer(member.token))).status).toBe(403)
    const done = async () =>
      Object.fromEntries(
        ((await json(await postJson(server, '/quest/fetch', { id: member.uuid }, bearer(member.token)))).data as { quests: { kind: string; completed: boolean }[] }[])
          .flatMap((g) => g.quests)
          .map((q) => [q.kind, q.completed]),
      )
    expect(await done()).toEqual({ scanCode: false, completeProfile: false, addBaby: false, uploadReceipt: false, referFriend: false })

    const { codes } = await generateCodes(server, await adminToken(server), { quantity: 1 })
    expect((await postJson(server, '/user/scancode', { code: codes[0] }, bearer(member.token))).status).toBe(200)
    expect(await done()).toMatchObject({ scanCode: true, uploadReceipt: false })
  })

  it('refuses fields it does not know', async () => {
    const member = await createMember(server)
    expect((await postJson(server, '/quest/fetch', { id: member.uuid, userId: 1 }, bearer(member.token))).status).toBe(400)
  })
})

describe('reward highlights', () => {
  it('offers at most six active rewards in stock', async () => {
    const member = await createMember(server)
    const { db } = server.deps
    const soldOut = await db.selectFrom('rewardItems').select(['id', 'inventory']).orderBy('id').executeTakeFirstOrThrow()
    await db.updateTable('rewardItems').set({ redeemed: soldOut.inventory }).where('id', '=', soldOut.id).execute()
    const offered = new Set<number>()
    for (let i = 0; i < 10; i++) {
      const { data } = await json(await get('/rewards/highlights/fetch', member.token))
      expect(data.length).toBeGreaterThan(0)
      expect(data.length).toBeLessThanOrEqual(6)
      for (const r of data as { id: number }[]) offered.add(r.id)
    }
    expect(offered.has(soldOut.id)).toBe(false)
  })

  it('leaves out pregnant-mum offers: they are for eligible members, and a highlight leads to the catalogue item', async () => {
    const member = await createMember(server)
    const offer = await insertShopItem(server, { kind: 'pregnant' })
    for (let i = 0; i < 20; i++) {
      const { data } = await json(await get('/rewards/highlights/fetch', member.token))
      expect((data as { id: number }[]).map((r) => r.id)).not.toContain(offer)
    }
  })
})

describe('the single-sign-on notice', () => {
  it('is not shown again once the member has read it', async () => {
    const member = await createMember(server)
    await server.deps.db.updateTable('members').set({ ssoPopup: 1 }).where('uuid', '=', member.uuid).execute()
    const session = async () => (await json(await postJson(server, '/user/session', { token: member.token }))).user
    expect((await session()).ssoPopup).toBe(true)
    expect((await postJson(server, '/user/ssoPopup', { id: member.uuid }, bearer(member.token))).status).toBe(204)
    expect((await session()).ssoPopup).toBe(false)
  })
})

describe('announcements', () => {
  it('lists the announcements showing now, for the dashboard', async () => {
    const now = server.clock.now().getTime()
    const at = (ms: number) => new Date(now + ms).toISOString()
    const notice = { titleEn: 'New rewards', titleBm: 'Ganjaran baharu', bodyEn: 'See the shop.', bodyBm: 'Lihat kedai.', createdAt: at(0), updatedAt: at(0) }
    await server.deps.db
      .insertInto('notices')
      .values([
        { ...notice, kind: 'announcement', startsAt: at(-60_000), endsAt: at(60_000) },
        { ...notice, kind: 'announcement', titleEn: 'Over', startsAt: at(-120_000), endsAt: at(-60_000) },
      ])
      .execute()
    const { data } = await json(await get('/content/notices?kind=announcement'))
    expect(data.map((n: { title: { en: string } }) => n.title.en)).toEqual(['New rewards'])
  })
})
