import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { businessDate, shiftYears } from '../../domain/business-time.ts'
import type { RowState } from '../../domain/mass-credit.ts'
import type { Database } from '../db/connection.ts'
import { CHILD_ADMIN } from '../test-support/child-server.ts'
import { crashGround } from '../test-support/crash-ground.ts'
import { json } from '../test-support/json.ts'
import { bearer, postJson } from '../test-support/members.ts'

// The real server in a child process, killed with SIGKILL in the middle of a mass credit and of
// its reversal, and started again on the same data, as a crash or an OOM kill would.
const ground = crashGround('kelab-mass-credit-crash-')

const MEMBERS = 30_000
const POINTS = 7
const KILLS = 2

/** Members written straight into the database, many at once. */
async function insertMembers(db: Database, count: number): Promise<string[]> {
  const at = new Date().toISOString()
  // A year off, as at signup: a review date already past would have every restart review them all.
  const tierResetDate = shiftYears(businessDate(new Date()), 1)
  const emails: string[] = []
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
      const n = start + i
      const email = `crash${n}@example.com`
      emails.push(email)
      return { uuid: randomUUID(), name: `Crash ${n}`, number: `0119${String(n).padStart(7, '0')}`, email, referralCode: `CRASH${n}`, tierResetDate, verifiedAt: at, createdAt: at, updatedAt: at }
    })
    await db.insertInto('members').values(rows).execute()
  }
  return emails
}

describe('a mass credit through kill -9', () => {
  it('credits each row exactly once, and its reversal takes each back exactly once', { timeout: 240_000 }, async () => {
    let server = await ground.start()
    const db = ground.db
    const emails = await insertMembers(db, MEMBERS)
    const login = async () => bearer((await json(await postJson(server, '/admin/auth/login', CHILD_ADMIN))).token)
    const body = new FormData()
    body.append('type', 'campaign')
    body.append('title', 'Crash campaign')
    body.append('points', String(POINTS))
    body.append('file', new File([`email\n${emails.join('\n')}\nnobody@example.com\n`], 'crash.csv', { type: 'text/csv' }), 'crash.csv')
    const res = await fetch(`${server.api}/admin/setting/massCredit`, { method: 'POST', headers: await login(), body })
    expect(res.status).toBe(201)
    const { id } = await json(res)

    const batch = () => db.selectFrom('massCreditBatches').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const rowsIn = async (state: RowState) =>
      Number((await db.selectFrom('massCreditRows').select(sql<number>`count(*)`.as('n')).where('batchId', '=', id).where('state', '=', state).executeTakeFirstOrThrow()).n)
    const ledger = async (source: string) => {
      const rows = await db
        .selectFrom('pointsLedger')
        .select([sql<number>`count(*)`.as('n'), sql<number>`count(distinct member_id)`.as('members'), sql<number>`coalesce(sum(points), 0)`.as('points')])
        .where('source', '=', source)
        .where('reference', 'like', `${id}:%`)
        .executeTakeFirstOrThrow()
      return { n: Number(rows.n), members: Number(rows.members), points: Number(rows.points) }
    }
    const outcome = async (source: string) => ({
      ledger: await ledger(source),
      batch: await batch(),
      rows: { pending: await rowsIn('pending'), credited: await rowsIn('credited'), rejected: await rowsIn('rejected'), reversed: await rowsIn('reversed') },
    })
    // Killed each time a few more chunks have committed; each row's state always matches the ledger.
    const killDuring = async (state: 'crediting' | 'reversing', progress: () => Promise<number>, source: string, rowState: RowState) => {
      let killedAt = 0
      for (let kill = 1; kill <= KILLS; kill++) {
        await expect.poll(progress, { interval: 5, timeout: 120_000 }).toBeGreaterThanOrEqual((kill * MEMBERS) / (KILLS + 2))
        await server.kill()
        const stopped = await batch()
        expect(stopped.state).toBe(state)
        const moved = await rowsIn(rowState)
        expect(moved).toBeGreaterThan(killedAt)
        expect(moved).toBeLessThan(MEMBERS)
        expect((await ledger(source)).n).toBe(moved)
        killedAt = moved
        server = await ground.start()
      }
    }

    await killDuring('crediting', () => rowsIn('credited'), 'massCredit', 'credited')
    await expect.poll(async () => (await batch()).state, { interval: 50, timeout: 120_000 }).toBe('done')
    // Checked together, so that a failure shows whether the rows, the counts or the ledger went astray.
    expect(await outcome('massCredit')).toMatchObject({
      ledger: { n: MEMBERS, members: MEMBERS, points: MEMBERS * POINTS },
      batch: { creditedCount: MEMBERS, creditedPoints: MEMBERS * POINTS, rejectedCount: 1, rowCount: MEMBERS + 1 },
      rows: { pending: 0, credited: MEMBERS, rejected: 1, reversed: 0 },
    })

    const reversal = await postJson(server, '/admin/setting/massCredit/reverse', { id }, await login())
    expect(reversal.status).toBe(202)
    await killDuring('reversing', () => rowsIn('reversed'), 'massCreditReversal', 'reversed')
    await expect.poll(async () => (await batch()).state, { interval: 50, timeout: 120_000 }).toBe('reversed')
    expect(await outcome('massCreditReversal')).toMatchObject({
      ledger: { n: MEMBERS, members: MEMBERS, points: -MEMBERS * POINTS },
      batch: { reversedCount: MEMBERS, reversedPoints: MEMBERS * POINTS },
      rows: { pending: 0, credited: 0, rejected: 1, reversed: MEMBERS },
    })
    const left = await db.selectFrom('pointsLedger').select(sql<number>`coalesce(sum(points), 0)`.as('total')).where('reference', 'like', `${id}:%`).executeTakeFirstOrThrow()
    expect(Number(left.total)).toBe(0)
  })
})
