import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json } from '../test-support/json.ts'
import { bearer, createMember, PASSWORD, postJson } from '../test-support/members.ts'
import { addPoints, memberId } from '../test-support/points.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer() // the clock reads 2 June 2026, 10:00 in Kuala Lumpur
})
afterAll(() => server.close())

const JOINED = '2026-06-02T02:00:00Z'
const memberView = async (token: string) => (await json(await postJson(server, '/user/session', { token }))).user
const signIn = async (member: { email: string }) => (await json(await postJson(server, '/user/signin', { email: member.email, password: PASSWORD }))).user
const history = (token: string, query = '') => fetch(`${server.api}/user/points/fetch${query}`, { headers: bearer(token) })

describe('the member view', () => {
  it('counts the points earned since the year the next review looks at began, not those used', async () => {
    // Joined 2 June 2026: the first review, on 2 June 2027, counts points from 2 June 2026 in Malaysia.
    const member = await createMember(server)
    const id = await memberId(server, member.uuid)
    await addPoints(server, id, 700, '2026-06-01T15:59:59.999Z') // 1 June, 23:59 in KL: before the year
    await addPoints(server, id, 1000, '2026-06-01T16:00:00.000Z') // 2 June, 00:00 in KL: counts
    await addPoints(server, id, 2000, '2026-09-15T04:00:00.000Z')
    await addPoints(server, id, -500, '2026-10-01T04:00:00.000Z', 'receipt')
    server.clock.set('2027-03-01T04:00:00Z')
    try {
      const view = await signIn(member)
      expect(view.totalPoints).toBe(3200)
      expect(view.totalPointsInPastYear).toBe(3000)
      expect(view.tierSetting).toEqual([{ nextTier: 'platinum', highTierPoints: 4000, percent: 75, pointsNeeded: 1000 }])
      expect(view.tierHistory).toEqual([])
      // On 3 June 2027, with the review not yet applied, only the past 12 months count.
      server.clock.set('2027-06-03T04:00:00Z')
      expect((await signIn(member)).totalPointsInPastYear).toBe(2000)
    } finally {
      server.clock.set(JOINED)
    }
  })

  it('shows the last three point records, newest first', async () => {
    const member = await createMember(server)
    const id = await memberId(server, member.uuid)
    for (const [points, at] of [[10, '2026-05-01'], [20, '2026-05-02'], [-5, '2026-05-03'], [40, '2026-05-04']] as const) await addPoints(server, id, points, `${at}T04:00:00Z`)
    const { points: recentPoints } = await memberView(member.token)
    expect(recentPoints.map((r: { points: number }) => r.points)).toEqual([40, -5, 20])
    expect(recentPoints[0]).toEqual({ id: expect.any(Number), createdAt: '2026-05-04T04:00:00.000Z', source: 'scan', points: 40 })
  })

  it('shows a Diamond member full progress', async () => {
    const member = await createMember(server)
    const id = await memberId(server, member.uuid)
    await server.deps.db.updateTable('members').set({ tier: 'diamond' }).where('id', '=', id).execute()
    expect((await memberView(member.token)).tierSetting).toEqual([{ nextTier: null, highTierPoints: null, percent: 100, pointsNeeded: 0 }])
  })
})

describe('GET /user/points/fetch', () => {
  let member: Awaited<ReturnType<typeof createMember>>
  beforeAll(async () => {
    member = await createMember(server)
    const id = await memberId(server, member.uuid)
    for (let day = 1; day <= 7; day++) await addPoints(server, id, day % 3 === 0 ? -day * 10 : day * 10, `2026-05-0${day}T04:00:00Z`)
  })

  it('answers the member’s records newest first', async () => {
    const res = await history(member.token)
    expect(res.status).toBe(200)
    const page = await json(res)
    expect(page.data.map((r: { points: number }) => r.points)).toEqual([70, -60, 50, 40, -30, 20, 10])
    expect(page.nextBefore).toBeNull()
  })

  it('filters earned and used records', async () => {
    expect((await json(await history(member.token, '?kind=earned'))).data.map((r: { points: number }) => r.points)).toEqual([70, 50, 40, 20, 10])
    expect((await json(await history(member.token, '?kind=used'))).data.map((r: { points: number }) => r.points)).toEqual([-60, -30])
  })

  it('pages with before and limit', async () => {
    const first = await json(await history(member.token, '?kind=earned&limit=2'))
    expect(first.data.map((r: { points: number }) => r.points)).toEqual([70, 50])
    expect(first.nextBefore).toBe(first.data[1].id)
    const second = await json(await history(member.token, `?kind=earned&limit=2&before=${first.nextBefore}`))
    expect(second.data.map((r: { points: number }) => r.points)).toEqual([40, 20])
    const last = await json(await history(member.token, `?kind=earned&limit=2&before=${second.nextBefore}`))
    expect(last).toEqual({ data: [expect.objectContaining({ points: 10 })], nextBefore: null })
  })

  it('refuses a page larger than 100 and an unknown kind', async () => {
    expect((await history(member.token, '?limit=101')).status).toBe(422)
    expect((await history(member.token, '?kind=all')).status).toBe(422)
  })

  it('shows only the signed-in member’s records, whatever id is asked for', async () => {
    const other = await createMember(server)
    const page = await json(await history(other.token, `?id=${member.uuid}&userId=${member.uuid}`))
    expect(page.data).toEqual([])
  })

  it('needs a member session', async () => {
    const res = await fetch(`${server.api}/user/points/fetch`)
    expect(res.status).toBe(401)
    expect(await json(res)).toMatchObject({ code: 'unauthorized' })
  })
})
