import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WISHING_TREE_GOAL } from '../../domain/charity.ts'
import { insertDonateItem, insertWisher } from '../test-support/charity.ts'
import { expectError } from '../test-support/expect-error.ts'
import { json } from '../test-support/json.ts'
import { bearer, postInProcess, postJson } from '../test-support/members.ts'
import { insertShopper } from '../test-support/shop.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const get = (path: string, token?: string) => fetch(`${server.api}${path}`, { headers: token ? bearer(token) : {} })
const donate = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => postJson(server, '/rewards/donate/wisher', body, { ...bearer(token), ...headers })
const redeem = (token: string, donateId: number, headers: Record<string, string> = {}) => postJson(server, '/rewards/donate/redeem', { donateId }, { ...bearer(token), ...headers })
const ledgerSum = async (memberId: number) =>
  Number((await server.deps.db.selectFrom('pointsLedger').select(sql<number>`coalesce(sum(points), 0)`.as('sum')).where('memberId', '=', memberId).executeTakeFirstOrThrow()).sum)
const wisherPoints = async (id: number) => (await server.deps.db.selectFrom('wishers').select('points').where('id', '=', id).executeTakeFirstOrThrow()).points
const donationsTo = (wisherId: number) => server.deps.db.selectFrom('donations').selectAll().where('wisherId', '=', wisherId).execute()
const donationsOf = (memberId: number) => server.deps.db.selectFrom('donations').selectAll().where('memberId', '=', memberId).execute()

describe('the Wishing Tree reads, open to visitors', () => {
  it('lists shown wishers with their avatar, wish in both languages and progress; hidden ones are left out', async () => {
    const shown = await insertWisher(server, { goalPoints: 5000, points: 1200, avatar: 4 })
    const hidden = await insertWisher(server, { active: false })
    const res = await get('/wishes/fetch')
    expect(res.status).toBe(200)
    const { data } = await json(res)
    expect(data.find((w: { id: number }) => w.id === shown.id)).toEqual({
      id: shown.id,
      name: shown.name,
      age: 6,
      image: '/wishers/avatar-4.svg',
      wishes: { en: expect.stringContaining('A bicycle'), bm: expect.stringContaining('Sebuah basikal') },
      points: 1200,
      goalPoints: 5000,
    })
    expect(data.map((w: { id: number }) => w.id)).not.toContain(hidden.id)
  })

  it("computes the tree's progress from every wisher's received points plus the journey's progress points", async () => {
    // What the wishers had received before this test, whatever the demo journey's own progress points were.
    const start = await json(await get('/journey/fetch'))
    const wishersBefore = start.progress.points - start.data.progressPoints
    await server.deps.db
      .updateTable('journey')
      .set({ homes: 12, children: 340, points: 50_000, products: 900, descriptionEn: 'We visited homes', descriptionBm: 'Kami melawat rumah', progressPoints: 40_000 })
      .where('id', '=', 1)
      .execute()
    await insertWisher(server, { goalPoints: 8000, points: 6000, active: false }) // hidden, but what it received counts
    const { data, progress } = await json(await get('/journey/fetch'))
    expect(data).toEqual({ home: 12, children: 340, points: 50_000, product: 900, description: { en: 'We visited homes', bm: 'Kami melawat rumah' }, progressPoints: 40_000 })
    expect(progress.goal).toBe(WISHING_TREE_GOAL)
    expect(progress.points).toBe(wishersBefore + 40_000 + 6000)
    expect(progress.progress).toBeCloseTo(progress.points / 200_000)
  })

  it('lists shown blogs newest first with their images in order', async () => {
    const at = server.clock.now().toISOString()
    const add = async (titleEn: string, active: 0 | 1, createdAt: string) =>
      (
        await server.deps.db
          .insertInto('blogs')
          .values({ titleEn, titleBm: `${titleEn} BM`, venue: 'Shah Alam', descriptionEn: 'Line one\nLine two', descriptionBm: 'Baris', active, createdAt, updatedAt: at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    const older = await add('Older visit', 1, '2026-01-01T00:00:00.000Z')
    const newer = await add('Newer visit', 1, '2026-05-01T00:00:00.000Z')
    const hidden = await add('Hidden visit', 0, '2026-05-02T00:00:00.000Z')
    await server.deps.db
      .insertInto('blogImages')
      .values([
        { blogId: newer, position: 2, url: '/files/b.png' },
        { blogId: newer, position: 1, url: '/files/a.png' },
      ])
      .execute()
    const { data } = await json(await get('/blog/fetch'))
    const ids = data.map((b: { id: number }) => b.id)
    expect(ids).not.toContain(hidden)
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older))
    expect(data.find((b: { id: number }) => b.id === newer)).toEqual({
      id: newer,
      title: { en: 'Newer visit', bm: 'Newer visit BM' },
      venue: 'Shah Alam',
      description: { en: 'Line one\nLine two', bm: 'Baris' },
      images: [{ url: '/files/a.png' }, { url: '/files/b.png' }],
    })
    expect(data.find((b: { id: number }) => b.id === older).images).toEqual([])
  })

  it("shows a visitor the news meant for everyone, not a stage's", async () => {
    const at = server.clock.now().toISOString()
    const add = (titleEn: string, showingTo: string[]) =>
      server.deps.db
        .insertInto('news')
        .values({ titleEn, titleBm: `${titleEn} BM`, descriptionEn: 'd', descriptionBm: 'd', imageEn: '/files/n.png', imageBm: '/files/n.png', link: null, showingTo: JSON.stringify(showingTo), active: 1, createdAt: at, updatedAt: at })
        .execute()
    await add('For all', ['All'])
    await add('For the pregnant', ['pregnant'])
    const titles = (await json(await get('/wishingtree/news'))).data.map((n: { title: { en: string } }) => n.title.en)
    expect(titles).toContain('For all')
    expect(titles).not.toContain('For the pregnant')
  })

  it('keeps the donation items and donating to members', async () => {
    expect((await get('/rewards/donate/fetch')).status).toBe(401)
    expect((await postJson(server, '/rewards/donate/wisher', { wisherId: 1, selectedValue: 100 })).status).toBe(401)
    expect((await postJson(server, '/rewards/donate/redeem', { donateId: 1 })).status).toBe(401)
  })
})

describe('donating to a wisher', () => {
  it('moves the points from the member to the wish in one go: a donation row, a ledger row, the new balance', async () => {
    const shopper = await insertShopper(server, { points: 2000 })
    const wisher = await insertWisher(server, { goalPoints: 3000, points: 500 })
    const res = await donate(shopper.token, { wisherId: wisher.id, selectedValue: 700 })
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(body).toMatchObject({ points: 700, totalPoints: 1300, wisher: { id: wisher.id, points: 1200, goalPoints: 3000 } })
    expect(await ledgerSum(shopper.id)).toBe(1300)
    const [row] = await donationsTo(wisher.id)
    expect(row).toMatchObject({ id: body.donationId, memberId: shopper.id, wisherId: wisher.id, donateItemId: null, points: 700 })
    const used = (await json(await get('/user/points/fetch?kind=used', shopper.token))).data
    expect(used).toEqual([expect.objectContaining({ source: 'donation', points: -700 })])
  })

  it('may repeat the member\'s own id, never another\'s', async () => {
    const shopper = await insertShopper(server, { points: 1000 })
    const wisher = await insertWisher(server)
    const uuid = (await server.deps.db.selectFrom('members').select('uuid').where('id', '=', shopper.id).executeTakeFirstOrThrow()).uuid
    expect((await donate(shopper.token, { id: uuid, wisherId: wisher.id, selectedValue: 100 })).status).toBe(200)
    expect((await donate(shopper.token, { id: 'someone-else', wisherId: wisher.id, selectedValue: 100 })).status).toBe(403)
    expect(await ledgerSum(shopper.id)).toBe(900)
  })

  it('refuses bad amounts, too few points, hidden and unknown wishers, and writes nothing', async () => {
    const shopper = await insertShopper(server, { points: 1000 })
    const wisher = await insertWisher(server, { goalPoints: 10_000 })
    const hidden = await insertWisher(server, { active: false })
    for (const selectedValue of [150, 0, 50, 5100, -100, 100.5, '100']) {
      const res = await donate(shopper.token, { wisherId: wisher.id, selectedValue })
      expect(res.status, `amount ${selectedValue}`).toBe(422)
    }
    await expectError(await donate(shopper.token, { wisherId: wisher.id, selectedValue: 1100 }), 409, 'insufficientPoints')
    await expectError(await donate(shopper.token, { wisherId: hidden.id, selectedValue: 100 }), 404, 'wisherNotFound')
    await expectError(await donate(shopper.token, { wisherId: 987_654, selectedValue: 100 }), 404, 'wisherNotFound')
    expect(await ledgerSum(shopper.id)).toBe(1000)
    expect(await wisherPoints(wisher.id)).toBe(0)
    expect(await donationsOf(shopper.id)).toEqual([])
  })

  it('refuses more than the wish still needs, saying how much it needs; a fulfilled wish takes nothing', async () => {
    const shopper = await insertShopper(server, { points: 5000 })
    const wisher = await insertWisher(server, { goalPoints: 2000, points: 1700 })
    const refused = await donate(shopper.token, { wisherId: wisher.id, selectedValue: 400 })
    expect(refused.status).toBe(409)
    expect(await json(refused)).toMatchObject({ code: 'donationAboveNeed', stillNeeded: 300 })
    expect((await donate(shopper.token, { wisherId: wisher.id, selectedValue: 300 })).status).toBe(200)
    const full = await donate(shopper.token, { wisherId: wisher.id, selectedValue: 100 })
    expect(await json(full)).toMatchObject({ code: 'wishFulfilled', stillNeeded: 0 })
    expect(full.status).toBe(409)
    expect(await wisherPoints(wisher.id)).toBe(2000)
    expect(await ledgerSum(shopper.id)).toBe(4700)
  })

  it('donates once for a retried request with the same Idempotency-Key', async () => {
    const shopper = await insertShopper(server, { points: 1000 })
    const wisher = await insertWisher(server)
    const key = { 'idempotency-key': `wish-${shopper.id}-once` }
    const [a, b] = await Promise.all([donate(shopper.token, { wisherId: wisher.id, selectedValue: 200 }, key), donate(shopper.token, { wisherId: wisher.id, selectedValue: 200 }, key)])
    const again = await donate(shopper.token, { wisherId: wisher.id, selectedValue: 200 }, key)
    const ids = await Promise.all([a, b, again].map(async (r) => (await json(r)).donationId))
    expect(new Set(ids).size).toBe(1)
    expect(await ledgerSum(shopper.id)).toBe(800)
    expect(await wisherPoints(wisher.id)).toBe(200)
    await expectError(await donate(shopper.token, { wisherId: wisher.id, selectedValue: 300 }, key), 422, 'idempotencyKeyReused')
  })

  it('40 members racing for a wish 1,000 points short: it receives exactly 1,000, the others are told what it still needs', async () => {
    const wisher = await insertWisher(server, { goalPoints: 20_000, points: 19_000 })
    const shoppers = await Promise.all(Array.from({ length: 40 }, () => insertShopper(server, { points: 5000 })))
    const amounts = shoppers.map((_, i) => 100 * (1 + (i % 5))) // 100 to 500
    const answers = await Promise.all(shoppers.map((s, i) => postInProcess(server, '/rewards/donate/wisher', { wisherId: wisher.id, selectedValue: amounts[i] }, bearer(s.token))))
    const given = answers.flatMap((r, i) => (r.status === 200 ? [amounts[i]!] : []))
    expect(given.reduce((a, b) => a + b, 0)).toBe(1000)
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(409)
      const body = await json(res)
      expect(['donationAboveNeed', 'wishFulfilled']).toContain(body.code)
      expect(body.stillNeeded).toBeGreaterThanOrEqual(0)
      expect(body.stillNeeded).toBeLessThan(500)
    }
    expect(await wisherPoints(wisher.id)).toBe(20_000)
    const rows = await donationsTo(wisher.id)
    expect(rows.reduce((sum, d) => sum + d.points, 0)).toBe(1000)
    for (const [i, s] of shoppers.entries()) {
      const donated = rows.filter((d) => d.memberId === s.id).reduce((sum, d) => sum + d.points, 0)
      expect(await ledgerSum(s.id)).toBe(5000 - donated)
      expect(donated === 0 || donated === amounts[i]).toBe(true)
    }
  })

  it('one member racing 10 donations with a balance for 3 gives exactly 3', async () => {
    const shopper = await insertShopper(server, { points: 1500 })
    const wisher = await insertWisher(server, { goalPoints: 100_000 })
    const answers = await Promise.all(Array.from({ length: 10 }, () => postInProcess(server, '/rewards/donate/wisher', { wisherId: wisher.id, selectedValue: 500 }, bearer(shopper.token))))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3)
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(409)
      expect((await json(res)).code).toBe('insufficientPoints')
    }
    expect(await ledgerSum(shopper.id)).toBe(0)
    expect(await wisherPoints(wisher.id)).toBe(1500)
    expect(await donationsOf(shopper.id)).toHaveLength(3)
  })
})

describe('donation items of the shop chip', () => {
  it('lists shown items and donates one item\'s points with a donation row and a ledger row', async () => {
    const shopper = await insertShopper(server, { points: 1000 })
    const item = await insertDonateItem(server, { points: 300 })
    const hidden = await insertDonateItem(server, { active: false })
    const { data } = await json(await get('/rewards/donate/fetch', shopper.token))
    expect(data.find((d: { id: number }) => d.id === item.id)).toEqual({
      id: item.id,
      itemId: expect.stringMatching(/^DON-/),
      itemName: { en: expect.stringContaining('Diapers'), bm: expect.stringContaining('Lampin') },
      itemImage: expect.stringMatching(/^\/files\//),
      points: 300,
    })
    expect(data.map((d: { id: number }) => d.id)).not.toContain(hidden.id)
    const res = await redeem(shopper.token, item.id)
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(body).toMatchObject({ points: 300, totalPoints: 700 })
    expect(await ledgerSum(shopper.id)).toBe(700)
    expect(await donationsOf(shopper.id)).toEqual([expect.objectContaining({ id: body.donationId, donateItemId: item.id, wisherId: null, points: 300 })])
  })

  it('refuses hidden and unknown items and too few points, writing nothing', async () => {
    const shopper = await insertShopper(server, { points: 200 })
    await expectError(await redeem(shopper.token, (await insertDonateItem(server, { active: false })).id), 409, 'itemNotAvailable')
    await expectError(await redeem(shopper.token, 987_654), 404, 'donateItemNotFound')
    await expectError(await redeem(shopper.token, (await insertDonateItem(server, { points: 201 })).id), 409, 'insufficientPoints')
    expect((await postJson(server, '/rewards/donate/redeem', { donateId: 'x' }, bearer(shopper.token))).status).toBe(422)
    expect(await ledgerSum(shopper.id)).toBe(200)
    expect(await donationsOf(shopper.id)).toEqual([])
  })

  it('donates once per Idempotency-Key, and a balance for 2 of 8 racing donations gives 2', async () => {
    const shopper = await insertShopper(server, { points: 1000 })
    const item = await insertDonateItem(server, { points: 400 })
    const key = { 'idempotency-key': `item-${shopper.id}-once` }
    const [a, b] = await Promise.all([redeem(shopper.token, item.id, key), redeem(shopper.token, item.id, key)])
    expect((await json(a)).donationId).toBe((await json(b)).donationId)
    expect(await ledgerSum(shopper.id)).toBe(600)
    const answers = await Promise.all(Array.from({ length: 8 }, () => postInProcess(server, '/rewards/donate/redeem', { donateId: item.id }, bearer(shopper.token))))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1)
    expect(await ledgerSum(shopper.id)).toBe(200)
    expect(await donationsOf(shopper.id)).toHaveLength(2)
  })
})
