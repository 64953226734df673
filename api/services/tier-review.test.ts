import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tier } from '../../domain/tiers.ts'
import { json } from '../test-support/json.ts'
import { createMember, PASSWORD, postJson, signupPayload } from '../test-support/members.ts'
import { addPoints, memberId } from '../test-support/points.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { runTierReviews } from './tier-review.ts'

// Members join on 2 June 2026 (the test clock), so their first review is on 2 June 2027.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const JOINED = '2026-06-02T02:00:00Z'
const run = () => runTierReviews(server.deps.db, server.clock)
const standing = (id: number) => server.deps.db.selectFrom('members').select(['tier', 'tierResetDate']).where('id', '=', id).executeTakeFirstOrThrow()
const history = (id: number) =>
  server.deps.db.selectFrom('tierHistory').select(['reviewDate', 'fromTier', 'toTier', 'status', 'pastYearPoints']).where('memberId', '=', id).orderBy('reviewDate').execute()

/** A member who joined on JOINED, at `tier`, with no review yet. */
async function joined(tier: Tier = 'gold') {
  server.clock.set(JOINED)
  const member = await createMember(server)
  const id = await memberId(server, member.uuid)
  await server.deps.db.updateTable('members').set({ tier }).where('id', '=', id).execute()
  return { ...member, id }
}

/** Reviews due members at a moment; a review already due for others is applied too, which is harmless here. */
async function reviewAt(at: string) {
  server.clock.set(at)
  return run()
}

describe('the yearly tier review', () => {
  it('waits for the reset date in Malaysia, then moves one tier up and a year on', async () => {
    const member = await joined()
    await addPoints(server, member.id, 9500, '2026-08-01T04:00:00Z')
    await reviewAt('2027-06-01T15:59:00Z') // 1 June, 23:59 in Kuala Lumpur
    expect(await standing(member.id)).toEqual({ tier: 'gold', tierResetDate: '2027-06-02' })

    await reviewAt('2027-06-01T16:00:00Z') // 2 June, midnight in Kuala Lumpur
    expect(await standing(member.id)).toEqual({ tier: 'platinum', tierResetDate: '2028-06-02' })
    expect(await history(member.id)).toEqual([{ reviewDate: '2027-06-02', fromTier: 'gold', toTier: 'platinum', status: 'upgraded', pastYearPoints: 9500 }])
  })

  it('changes nothing when run again, or twice at once', async () => {
    const member = await joined()
    await addPoints(server, member.id, 4000, '2026-12-01T04:00:00Z')
    server.clock.set('2027-06-02T05:00:00Z')
    const applied = await Promise.all([run(), run()])
    expect(applied.reduce((a, b) => a + b)).toBe(1)
    expect(await run()).toBe(0)
    expect(await history(member.id)).toEqual([expect.objectContaining({ reviewDate: '2027-06-02', status: 'upgraded', toTier: 'platinum' })])
    expect(await standing(member.id)).toEqual({ tier: 'platinum', tierResetDate: '2028-06-02' })
  })

  it('moves one tier down at most, and records a review with no change as none', async () => {
    const diamond = await joined('diamond')
    const gold = await joined('gold')
    await addPoints(server, gold.id, 3999, '2027-01-01T04:00:00Z')
    await reviewAt('2027-06-02T05:00:00Z')
    expect(await history(diamond.id)).toEqual([expect.objectContaining({ fromTier: 'diamond', toTier: 'platinum', status: 'downgraded', pastYearPoints: 0 })])
    expect(await history(gold.id)).toEqual([expect.objectContaining({ fromTier: 'gold', toTier: 'gold', status: 'none', pastYearPoints: 3999 })])
  })

  it('counts the 12 months before the reset date, not points used or earned on the day itself', async () => {
    const member = await joined()
    await addPoints(server, member.id, 3000, '2026-06-01T16:00:00Z') // 2 June 2026 in KL: the window's first day
    await addPoints(server, member.id, 2000, '2027-05-01T04:00:00Z')
    await addPoints(server, member.id, -1500, '2027-05-02T04:00:00Z')
    await addPoints(server, member.id, 5000, '2027-06-01T16:00:00Z') // 2 June 2027: the review day
    await reviewAt('2027-06-02T05:00:00Z')
    expect(await history(member.id)).toEqual([expect.objectContaining({ pastYearPoints: 5000, status: 'upgraded' })])
  })

  it('catches up a review per missed year, each on its own year’s points', async () => {
    const member = await joined()
    await addPoints(server, member.id, 9000, '2026-09-01T04:00:00Z')
    await reviewAt('2029-07-01T04:00:00Z')
    expect((await history(member.id)).map((h) => [h.reviewDate, h.toTier, h.status, h.pastYearPoints])).toEqual([
      ['2027-06-02', 'platinum', 'upgraded', 9000],
      ['2028-06-02', 'gold', 'downgraded', 0],
      ['2029-06-02', 'gold', 'none', 0],
    ])
    expect(await standing(member.id)).toEqual({ tier: 'gold', tierResetDate: '2030-06-02' })
  })

  it('leaves signups that were never verified alone', async () => {
    server.clock.set(JOINED)
    const signup = await postJson(server, '/user/signup', signupPayload())
    const { uuid } = await json(signup)
    const id = await memberId(server, uuid)
    await reviewAt('2027-06-02T05:00:00Z')
    expect(await history(id)).toEqual([])
  })

  it('shows the review in the member’s tier history, and progress from the new tier year', async () => {
    const member = await joined()
    await addPoints(server, member.id, 4200, '2027-03-01T04:00:00Z')
    await reviewAt('2027-06-02T05:00:00Z')
    // A year on, the member signs in again: the new tier year counts from the review, its Platinum
    // welcome (decision 139) the first points in it.
    const { user } = await json(await postJson(server, '/user/signin', { email: member.email, password: PASSWORD }))
    expect(user).toMatchObject({
      tier: 'platinum',
      tierResetDate: '2028-06-02',
      totalPointsInPastYear: 500,
      tierSetting: [{ nextTier: 'diamond', highTierPoints: 9000, percent: 5, pointsNeeded: 8500 }],
      tierHistory: [{ tierChangeDate: '2027-06-02', from: 'gold', to: 'platinum', tierStatus: { en: 'Upgraded', bm: 'Dinaikkan' } }],
    })
  })
})
