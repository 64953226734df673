// npm run bench:overview [-- --ledger N --members M]: seeds a year of club activity (1,000,000 ledger
// rows and 100,000 verified members by default, with as many scanned codes as members and a receipt
// for every fourth member) into a migrated SQLite file and a throwaway PostgreSQL database, then times
// the dev admins' overview queries (api/db/overview.ts) over 30, 90 and 366 days on each. Prints the
// figures, never judges them, then one JSON line.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import pg from 'pg'
import { openDatabase, type Database } from '../../api/db/connection.ts'
import { migrateToLatest } from '../../api/db/migrate.ts'
import { overviewCounts, tierMix } from '../../api/db/overview.ts'
import { databaseUrl, startPostgresCluster } from '../../api/test-support/postgres-cluster.ts'
import { lastDays } from '../../domain/overview.ts'
import { TIERS } from '../../domain/tiers.ts'

const { values } = parseArgs({ options: { ledger: { type: 'string', default: '1000000' }, members: { type: 'string', default: '100000' } } })
const LEDGER_ROWS = Number(values.ledger)
const MEMBERS = Number(values.members)
/** The year the activity is spread over, ending on the overview's "today". */
const YEAR_START = Date.parse('2025-06-02T00:00:00Z')
const YEAR_MS = 365 * 86_400_000
const TODAY = '2026-06-01'
const RANGES = [30, 90, 366]
const RUNS = 5
/** Rows per insert statement: at 17 columns (receipts), under SQLite's 32,766 parameters. */
const CHUNK = 1000

/** The i-th of n instants spread evenly over the year, as the club stores times. */
const spread = (i: number, n: number) => new Date(YEAR_START + Math.floor((i * YEAR_MS) / n)).toISOString()

async function insertInChunks<T>(count: number, row: (i: number) => T, insert: (rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += CHUNK) {
    const rows: T[] = []
    for (let i = start; i < Math.min(count, start + CHUNK); i++) rows.push(row(i))
    await insert(rows)
  }
}

/** A year of activity, written in one transaction per table's chunks. */
async function seed(db: Database): Promise<number> {
  const started = performance.now()
  const at = spread(0, 1)
  const { id: brandId } = await db.insertInto('brands').values({ name: 'Bench', description: '', imageUrl: '', createdAt: at, updatedAt: at }).returning('id').executeTakeFirstOrThrow()
  const { id: formatId } = await db.insertInto('formats').values({ name: 'pants' }).returning('id').executeTakeFirstOrThrow()
  const { id: sizeId } = await db.insertInto('sizes').values({ brandId, formatId, name: 'm' }).returning('id').executeTakeFirstOrThrow()
  const { id: batchId } = await db
    .insertInto('codeBatches')
    .values({ sizeId, points: 10, quantity: MEMBERS, generated: MEMBERS, status: 'done', fileName: null, claimedBy: null, leaseEndsAt: null, createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  const { id: retailerId } = await db.insertInto('retailers').values({ label: 'Bench mart' }).returning('id').executeTakeFirstOrThrow()

  await db.transaction().execute(async (trx) => {
    await insertInChunks(
      MEMBERS,
      (i) => ({
        uuid: randomUUID(),
        name: `Member ${i}`,
        number: `011${String(i).padStart(8, '0')}`,
        email: `member${i}@example.com`,
        referralCode: `B${i}`,
        tierResetDate: '2027-01-01',
        tier: TIERS[i % 7 === 0 ? 2 : i % 3 === 0 ? 1 : 0]!,
        verifiedAt: spread(i, MEMBERS),
        createdAt: spread(i, MEMBERS),
        updatedAt: spread(i, MEMBERS),
      }),
      (rows) => trx.insertInto('members').values(rows).execute(),
    )
  })
  const first = (await db.selectFrom('members').select((eb) => eb.fn.min('id').as('id')).executeTakeFirstOrThrow()).id as number
  await db.transaction().execute(async (trx) => {
    await insertInChunks(
      MEMBERS,
      (i) => ({ code: `C${String(i).padStart(9, '0')}`, batchId, scannedBy: first + i, scannedAt: spread(i, MEMBERS) }),
      (rows) => trx.insertInto('uniqueCodes').values(rows).execute(),
    )
    await insertInChunks(
      Math.floor(MEMBERS / 4),
      (i) => ({
        uuid: randomUUID(),
        memberId: first + i * 4,
        retailerId,
        otherStore: null,
        receiptDate: spread(i * 4, MEMBERS).slice(0, 10),
        invoiceNo: `INV${i}`,
        duplicateKey: `D${i}`,
        fileName: `r${i}.png`,
        fileKind: 'image/png',
        fileSha256: `S${i}`,
        status: i % 5 === 0 ? ('rejected' as const) : ('approved' as const),
        points: 30,
        reason: null,
        note: null,
        decidedBy: null,
        decidedAt: spread(i * 4, MEMBERS),
        createdAt: spread(i * 4, MEMBERS),
      }),
      (rows) => trx.insertInto('receipts').values(rows).execute(),
    )
    // Earnings mostly, every fifth row spending.
    await insertInChunks(
      LEDGER_ROWS,
      (i) => ({ memberId: first + (i % MEMBERS), points: i % 5 === 0 ? -50 : 20, source: i % 5 === 0 ? 'redemption' : 'scan', reference: `L${i}`, note: null, createdAt: spread(i, LEDGER_ROWS) }),
      (rows) => trx.insertInto('pointsLedger').values(rows).execute(),
    )
  })
  return (performance.now() - started) / 1000
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** Milliseconds of the overview's queries per range (median of RUNS after one warm-up), and of the tier mix. */
async function measure(db: Database) {
  const times: Record<string, number> = {}
  const time = async (work: () => Promise<unknown>) => {
    await work()
    const runs: number[] = []
    for (let r = 0; r < RUNS; r++) {
      const started = performance.now()
      await work()
      runs.push(performance.now() - started)
    }
    return Math.round(median(runs) * 10) / 10
  }
  for (const days of RANGES) times[`days${days}`] = await time(() => overviewCounts(db, lastDays(TODAY, days)))
  times.tierMix = await time(() => tierMix(db))
  const year = await overviewCounts(db, lastDays(TODAY, 366))
  const ledgerRowsCounted = [...year.pointsEarned.values()].reduce((a, b) => a + b, 0) / 20 + [...year.pointsSpent.values()].reduce((a, b) => a + b, 0) / 50
  return { times, ledgerRowsCounted }
}

async function run(engine: 'sqlite' | 'postgres', location: string) {
  const db = openDatabase(location)
  try {
    await migrateToLatest(db)
    const seedSeconds = await seed(db)
    // Fresh statistics, as a long-running club has (PostgreSQL's vacuum also lets it read the ledger's index alone).
    await sql.raw(engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db)
    const { times, ledgerRowsCounted } = await measure(db)
    console.log(`${engine}: seeded in ${seedSeconds.toFixed(1)} s; overview over 30 days ${times.days30} ms, 90 days ${times.days90} ms, 366 days ${times.days366} ms; tier mix ${times.tierMix} ms (${ledgerRowsCounted.toLocaleString('en')} ledger rows in the year)`)
    return { engine, seedSeconds: Number(seedSeconds.toFixed(1)), ...times, ledgerRowsCounted }
  } finally {
    await db.destroy()
  }
}

console.log(`Seeding ${LEDGER_ROWS.toLocaleString('en')} ledger rows, ${MEMBERS.toLocaleString('en')} members and codes, ${Math.floor(MEMBERS / 4).toLocaleString('en')} receipts over a year, on each engine`)
const dir = mkdtempSync(path.join(tmpdir(), 'kelab-bench-overview-'))
const figures = []
try {
  figures.push(await run('sqlite', path.join(dir, 'club.sqlite')))
} finally {
  rmSync(dir, { recursive: true, force: true })
}
const cluster = await startPostgresCluster()
try {
  const admin = new pg.Client(cluster.url)
  await admin.connect()
  await admin.query('create database kelab_bench_overview')
  await admin.end()
  figures.push(await run('postgres', databaseUrl(cluster.url, 'kelab_bench_overview')))
} finally {
  cluster.stop()
}
console.log(JSON.stringify({ ledgerRows: LEDGER_ROWS, members: MEMBERS, runs: RUNS, figures }))
