import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shiftDays } from '../../domain/business-time.ts'
import { DEFAULT_TIER_BONUSES } from '../../domain/club-settings.ts'
import type { Tier } from '../../domain/tiers.ts'
import { adminToken } from '../test-support/admins.ts'
import { json } from '../test-support/json.ts'
import { bearer, createMember, postJson } from '../test-support/members.ts'
import { addPoints, memberId } from '../test-support/points.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { creditBirthdayGifts } from './birthday-gifts.ts'
import { runTierReviews } from './tier-review.ts'

// Members join on 2 June 2026, so their first tier review is on 2 June 2027.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const JOINED = '2026-06-02T02:00:00Z'
const db = () => server.deps.db
const reviews = () => runTierReviews(db(), server.clock)
const birthdays = () => creditBirthdayGifts(db(), server.clock)

/** A member who joined on JOINED (or `at`), born on `dob` (null: none recorded), at `tier`. */
async function joined(dob: string | null, { tier = 'gold' as Tier, at = JOINED } = {}) {
  server.clock.set(at)
  const member = await createMember(server)
  const id = await memberId(server, member.uuid)
  await db().updateTable('members').set({ tier, dob }).where('id', '=', id).execute()
  return { ...member, id }
}

/** The member's tier gifts, oldest first: what, for which year or review, how many points, credited on which Malaysian day. */
async function gifts(id: number) {
  const rows = await db()
    .selectFrom('pointsLedger')
    .select(['source', 'reference', 'points', 'createdAt'])
    .where('memberId', '=', id)
    .where('source', 'in', ['tierWelcome', 'birthday'])
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
  return rows.map((r) => [r.source, r.reference, r.points, new Date(Date.parse(r.createdAt) + 8 * 3_600_000).toISOString().slice(0, 10)])
}

/** Runs the day's jobs at 00:30 in Kuala Lumpur, each twice, as two instances (or a restart) would. */
async function runDay(date: string) {
  server.clock.set(`${shiftDays(date, -1)}T16:30:00Z`)
  for (let i = 0; i < 2; i++) {
    await reviews()
    await birthdays()
  }
}

describe('tier gifts over a simulated year', () => {
  it('credits each birthday and each welcome once, on its day, at the right tier, however often the jobs run', async () => {
    const september = await joined('1990-09-15')
    await addPoints(server, september.id, 9500, '2026-08-01T04:00:00Z')
    const june = await joined('1988-06-20')
    await addPoints(server, june.id, 4200, '2026-07-01T04:00:00Z')
    const april = await joined('1995-04-03')
    const noDob = await joined(null)
    await addPoints(server, noDob.id, 4500, '2026-07-01T04:00:00Z')

    for (let day = '2026-06-02'; day <= '2027-09-30'; day = shiftDays(day, 1)) await runDay(day)

    // Joined in their birthday month: this year's gift at once. On 1 June 2027 they were still
    // Gold (the review promoting them came on the 2nd), so that year's gift is Gold's too.
    expect(await gifts(june.id)).toEqual([
      ['birthday', '2026', 100, '2026-06-02'],
      ['birthday', '2027', 100, '2027-06-01'],
      ['tierWelcome', '2027-06-02', 500, '2027-06-02'],
    ])
    expect(await gifts(september.id)).toEqual([
      ['birthday', '2026', 100, '2026-09-01'],
      ['tierWelcome', '2027-06-02', 500, '2027-06-02'],
      ['birthday', '2027', 200, '2027-09-01'],
    ])
    // Joined after April: the first gift is next April's.
    expect(await gifts(april.id)).toEqual([['birthday', '2027', 100, '2027-04-01']])
    // No date of birth: no birthday gift, and the welcome all the same.
    expect(await gifts(noDob.id)).toEqual([['tierWelcome', '2027-06-02', 500, '2027-06-02']])
  }, 120_000)
})

describe('the birthday job', () => {
  it('catches up after days down, at the tier held on the 1st of the birthday month', async () => {
    const member = await joined('1991-03-09', { tier: 'platinum', at: '2027-01-05T02:00:00Z' })
    // A Diamond promotion on 20 March: after the 1st, so March's gift is still Platinum's.
    await db()
      .insertInto('tierHistory')
      .values({ memberId: member.id, reviewDate: '2027-03-20', fromTier: 'platinum', toTier: 'diamond', status: 'upgraded', pastYearPoints: 9000, createdAt: '2027-03-19T16:05:00Z' })
      .execute()
    await db().updateTable('members').set({ tier: 'diamond' }).where('id', '=', member.id).execute()
    server.clock.set('2027-02-28T15:59:00Z') // 28 February, 23:59 in Kuala Lumpur
    await birthdays()
    expect(await gifts(member.id)).toEqual([])
    server.clock.set('2027-05-10T04:00:00Z') // the server was down from March to May
    await birthdays()
    expect(await gifts(member.id)).toEqual([['birthday', '2027', 200, '2027-05-10']])
  })

  it('credits once when two runs race, and again only the next year', async () => {
    const member = await joined('1993-11-30', { at: '2027-10-01T02:00:00Z' })
    server.clock.set('2027-11-01T01:00:00Z')
    const credited = await Promise.all([birthdays(), birthdays(), birthdays()])
    expect(credited.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1)
    expect(await gifts(member.id)).toEqual([['birthday', '2027', 100, '2027-11-01']])
    expect(await birthdays()).toBe(0)
    server.clock.set('2028-11-01T01:00:00Z')
    await birthdays()
    expect((await gifts(member.id)).map((g) => g[1])).toEqual(['2027', '2028'])
  })

  it('credits the values the settings page saved', async () => {
    const admin = await adminToken(server)
    const bonuses = { ...DEFAULT_TIER_BONUSES, gold: { welcome: null, birthday: 150 }, platinum: { welcome: 650, birthday: 200 } }
    expect((await postJson(server, '/admin/setting/points/tierBonuses', bonuses, bearer(admin))).status).toBe(200)
    try {
      const member = await joined('1994-07-04', { at: '2028-07-02T02:00:00Z' })
      await addPoints(server, member.id, 4000, '2028-08-01T04:00:00Z')
      server.clock.set('2028-07-02T03:00:00Z')
      await birthdays()
      server.clock.set('2029-07-02T03:00:00Z')
      await reviews()
      await birthdays()
      expect((await gifts(member.id)).map((g) => [g[0], g[2]])).toEqual([
        ['birthday', 150],
        ['tierWelcome', 650],
        ['birthday', 150],
      ])
    } finally {
      // A new session: the first one expired while the clock moved a year.
      expect((await postJson(server, '/admin/setting/points/tierBonuses', DEFAULT_TIER_BONUSES, bearer(await adminToken(server)))).status).toBe(200)
    }
  })
})

describe('the points history', () => {
  it('shows the gifts by their own sources, which the app labels', async () => {
    const member = await joined('1990-12-01', { at: '2029-12-02T02:00:00Z' })
    await birthdays()
    const history = await json(await fetch(`${server.api}/user/points/fetch?kind=earned`, { headers: bearer(member.token) }))
    expect(history.data).toEqual([expect.objectContaining({ source: 'birthday', points: 100 })])
  })
})
