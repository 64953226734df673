import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CODE_REFUSAL_REASONS } from '../../domain/fraud-signals.ts'
import { seededSize } from '../test-support/code-batches.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { engineOf } from './connection.ts'
import { fraudReport } from './fraud-signals.ts'

/**
 * The report over a club with history: 200,000 refused codes and 100,000 credited codes spread
 * over 90 days by 2,000 members. Prints how long a week's and a month's report take, and checks the
 * reads of the range go through the indexes.
 */
const ATTEMPTS = 200_000
const CREDITS = 100_000
const MEMBERS = 2_000
const DAYS = 90
const end = Date.parse('2026-06-02T00:00:00Z')
const spread = (i: number, n: number) => new Date(end - Math.floor(((i + 0.5) * DAYS * 86_400_000) / n)).toISOString()

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ startAt: new Date(end) })
  const db = server.deps.db
  const at = new Date(end).toISOString()
  const firstMember = await db
    .insertInto('members')
    .values({ uuid: 'bench-0', name: 'Bench 0', number: '0110000000', referralCode: 'BENCH0', tierResetDate: '2027-01-01', createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  const rows = <T>(n: number, row: (i: number) => T) => Array.from({ length: n }, (_, i) => row(i))
  const inChunks = async <T>(all: T[], insert: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < all.length; i += 1000) await insert(all.slice(i, i + 1000))
  }
  await inChunks(
    rows(MEMBERS - 1, (i) => ({ uuid: `bench-${i + 1}`, name: `Bench ${i + 1}`, number: `011${String(i + 1).padStart(7, '0')}`, referralCode: `BENCH${i + 1}`, tierResetDate: '2027-01-01', signupDevice: `device-${i % 700}`, createdAt: spread(i, MEMBERS), updatedAt: at })),
    (chunk) => db.insertInto('members').values(chunk).execute(),
  )
  const member = (i: number) => firstMember.id + (i % MEMBERS)
  await inChunks(
    rows(ATTEMPTS, (i) => ({ memberId: member(i * 7), code: `CODE${i}`, reason: CODE_REFUSAL_REASONS[i % 5]!, device: `device-${i % 900}`, network: `10.${i % 250}.${i % 7}.0/24`, at: spread(i, ATTEMPTS) })),
    (chunk) => db.insertInto('codeAttempts').values(chunk).execute(),
  )
  const { id: batchId } = await db
    .insertInto('codeBatches')
    .values({ sizeId: (await seededSize(server, 'Lembut Comfort', 'pants')).sizeId, points: 10, quantity: CREDITS, generated: CREDITS, status: 'done', createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  await inChunks(
    rows(CREDITS, (i) => ({ code: `B${String(i).padStart(9, '0')}`, batchId, scannedBy: member(i * 3), scannedAt: spread(i, CREDITS), scanNetwork: `10.${i % 3}.0.0/24`, scanDevice: `device-${i % 800}` })),
    (chunk) => db.insertInto('uniqueCodes').values(chunk).execute(),
  )
  if (engineOf(db) === 'postgres') await sql`analyze`.execute(db)
}, 600_000)
afterAll(() => server.close())

describe('the fraud report on 200,000 refusals and 100,000 credits', () => {
  it('answers a week and a month in well under the time a page may take', async () => {
    const time = async (range: { startDate: string; endDate: string }) => {
      const started = performance.now()
      const answer = await fraudReport(server.deps.db, range)
      return { ms: Math.round(performance.now() - started), answer }
    }
    const week = await time({ startDate: '2026-05-26', endDate: '2026-06-01' })
    const month = await time({ startDate: '2026-05-02', endDate: '2026-06-01' })
    console.log(`fraud report (${engineOf(server.deps.db)}): 7 days ${week.ms} ms, 31 days ${month.ms} ms`)
    // Every member refused about 15 codes a week, spread out: none in one hour; the devices are shared widely.
    expect(week.answer.refusedCodes).toEqual([])
    expect(week.answer.sharedDevices.length).toBeGreaterThan(0)
    expect(month.ms).toBeLessThan(10_000)
  })

  it('reads the range of refusals through their index', async () => {
    const db = server.deps.db
    const compiled = db
      .selectFrom('codeAttempts')
      .select(['memberId', (eb) => eb.fn.countAll().as('n')])
      .where('at', '>=', '2026-05-26T00:00:00Z')
      .where('at', '<', '2026-06-01T00:00:00Z')
      .groupBy('memberId')
      .compile()
    const explain = engineOf(db) === 'sqlite' ? 'explain query plan ' : 'explain '
    const { rows } = await db.executeQuery({ ...compiled, sql: explain + compiled.sql })
    expect(JSON.stringify(rows)).toContain('code_attempts_at')
  })
})
