// npm run bench:api [-- --seconds N] [-- --rounds R] [-- --profile DIR]: what the API sustains on this machine, measured in one run
// with autocannon at 50 connections for N seconds (default 8) each:
//   (a) a bare Hono JSON route in its own process: the HTTP ceiling of Node and Hono here;
//   (a2) the same app handing its answers over once per event-loop turn, as the club's server does
//       (api/http/answers-per-turn.ts): the like-for-like ceiling, printed beside the ratios to (a);
//   (r) the reads every visit makes, on the real server (SQLite, demo content, request log on):
//       GET {api}/health (the same JSON plus `select 1`), GET {api}/pointchart, and a member's
//       GET {api}/user/points/fetch, of a new member and of one with 300 records; each as a ratio to (a);
//   (a) and (r) once more at a steady 5,000 requests a second, below what any of them sustains, after
//       two seconds at that rate to settle: the server's CPU (user and system, from Linux's /proc)
//       per answer, and (a)'s as a ratio to each (compare changes with runs interleaved: it drifts).
//       Flat out, whichever side of the loopback waits pays to be woken: bare Hono outruns
//       autocannon and the club's routes do not, so their answers a second compare more than the
//       routes' own work (docs/decisions.md, 157);
//   (a), (a2) and (r) run in turn, R rounds (default 3) on the same three servers; each figure is the
//       median of its rounds (p99 the worst), each ratio the median of the rounds' ratios: the
//       machine's speed drifts over minutes, and single runs put health at 0.23x and at 0.67x of
//       (a) within an hour (decision 176);
//   (b) codes credited per second by POST {api}/user/scancode on the real server (api/server.ts),
//       a fresh code and another member's token each request: on SQLite with
//       SQLITE_SYNCHRONOUS=full, then on a throwaway PostgreSQL with fsync on. The points ledger
//       is checked against the 200 answers afterwards;
//   (c) single-row better-sqlite3 write transactions, WAL and synchronous=FULL, in this process:
//       one fsync per write, the limit of a naive design.
// Latencies are of 2xx answers (autocannon's). Prints a table and ratios, then one JSON line.
import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { businessDate, shiftYears } from '../../domain/business-time.ts'
import { newUniqueCode } from '../../domain/unique-code.ts'
import { DATABASE_FILE } from '../../api/bootstrap.ts'
import { openDatabase, type Database } from '../../api/db/connection.ts'
import { appendManyToLedger } from '../../api/services/ledger.ts'
import { openMemberSession } from '../../api/services/sessions.ts'
import { databaseUrl, startPostgresCluster } from '../../api/test-support/postgres-cluster.ts'

// autocannon ships no types: the part of its API used here.
interface LoadContext {
  code?: string
}
interface LoadRequest {
  headers?: Record<string, string>
  body?: string
}
interface LoadOptions {
  url: string
  connections: number
  duration: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  /** Requests a second over all connections (0: as fast as answers come). */
  overallRate?: number
  requests?: {
    setupRequest(request: LoadRequest, context: LoadContext): LoadRequest
    onResponse(status: number, body: string, context: LoadContext): void
  }[]
}
interface LoadResult {
  /** Seconds the run actually took. */
  duration: number
  /** Connection errors and timeouts. */
  errors: number
  non2xx: number
  latency: { p50: number; p99: number }
  requests: { total: number }
  statusCodeStats: Record<string, { count: number }>
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: LoadOptions) => Promise<LoadResult>

const ROOT = path.resolve(import.meta.dirname, '../..')
const CONNECTIONS = 50
/** The steady load the server's CPU per answer is read under: below what every route here sustains. */
const STEADY_PER_SECOND = 5_000
const STEADY_WARM_UP_SECONDS = 2
// Linux's /proc counts CPU time in these (USER_HZ).
const CLOCK_TICKS_PER_SECOND = 100
// Codes and members are prepared for a rate no server here reaches; a run that goes past it fails.
const CEILING_PER_SECOND = 10_000
// Scans are limited to 60 a minute per member: 32 each stays under it even if a run straddles two windows.
const SCANS_PER_MEMBER = 32
const CODE_CHUNK = 5_000
// Members have ~10 columns; SQLite allows 32,766 parameters a statement.
const MEMBER_CHUNK = 1_000
/** A member a year or two into the club: their point records run to six pages. */
const LEDGER_RECORDS = 300
const START_LIMIT_MS = 120_000
/** A bare Hono app on @hono/node-server; with `perTurn`, handing its answers over as the club does (api/http/answers-per-turn.ts). */
const bareHono = (perTurn: boolean) => `
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
${perTurn ? `import { answersPerTurn } from '${path.join(ROOT, 'api/http/answers-per-turn.ts')}'` : ''}
const app = new Hono().get('/health', (c) => c.json({ status: 'ok' }))
serve({ fetch: ${perTurn ? 'answersPerTurn(app.fetch)' : 'app.fetch'}, port: 0, hostname: '127.0.0.1' }, (info) => console.log('listening on ' + info.port))
`

interface Figures {
  /** Answers per second; for the scan benches, 200 answers (codes credited); for (c), commits. */
  perSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
}

interface ReadRouteFigures extends Figures {
  /** The run at STEADY_PER_SECOND: the rate it reached, its failures, and the server's CPU µs (user and system) per answer, null where /proc is not. */
  steady: { perSecond: number; non2xx: number; errors: number; cpuUsPerAnswer: number | null }
}

interface ScanFigures extends Figures {
  requestsPerSecond: number
  statusCodes: Record<string, number>
  /** `pointsLedger` rows with source 'scan' once the server is stopped. */
  ledgerRows: number
  /** Of those, codes credited whose answer never came: in flight when autocannon closed its connections. */
  creditedUnanswered: number
  ledgerMatches: boolean
  /** The server's error log lines and stderr writes: how many, and the first few. */
  serverProblems: number
  serverProblemSample: string[]
}

// Steps still owed (kill a child, stop PostgreSQL, remove a folder): each runs once, at the end
// of what needed it, or at once on Ctrl-C, since a PostgreSQL server outlives this process.
const owed = new Set<() => void>()
function owe(undo: () => void): () => void {
  const settle = () => {
    if (owed.delete(settle)) undo()
  }
  owed.add(settle)
  return settle
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const settle of [...owed].reverse()) {
      try {
        settle()
      } catch (error) {
        console.error(error)
      }
    }
    process.exit(128 + os.constants.signals[signal])
  })
}

async function withTempDir<T>(prefix: string, use: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  const remove = owe(() => rmSync(dir, { recursive: true, force: true }))
  try {
    return await use(dir)
  } finally {
    remove()
  }
}

interface Child {
  port: number
  pid: number
  /** Error log lines (JSON with level "error") and stderr output, as they come. */
  problems: string[]
  /** SIGKILL, answering once the process is gone. */
  stop(): Promise<void>
}

/** Node running `args` in the repository, until `use` ends; its port read from stdout by `listening`. */
async function withChild<T>(args: string[], env: NodeJS.ProcessEnv, listening: RegExp, use: (child: Child) => Promise<T>): Promise<T> {
  // With --profile, Node writes each server's CPU profile when it exits, which SIGKILL would prevent.
  const profiling = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : []
  const child = spawn(process.execPath, [...profiling, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = once(child, 'exit')
  const kill = owe(() => child.kill(values.profile ? 'SIGINT' : 'SIGKILL'))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      kill()
      await exited
    }
  }
  try {
    const problems: string[] = []
    const port = await new Promise<number>((resolve, reject) => {
      let output = ''
      const limit = setTimeout(() => reject(new Error(`${args.join(' ')}: not listening within ${START_LIMIT_MS} ms:\n${output}`)), START_LIMIT_MS)
      createInterface({ input: child.stdout }).on('line', (line) => {
        output += `${line}\n`
        if (line.includes('"level":"error"')) problems.push(line)
        const port = listening.exec(line)?.[1]
        if (port) {
          clearTimeout(limit)
          resolve(Number(port))
        }
      })
      child.stderr.setEncoding('utf8').on('data', (text: string) => problems.push(text.trim()))
      child.once('exit', (code, signal) => {
        clearTimeout(limit)
        reject(new Error(`${args.join(' ')} exited (${code ?? signal}) before listening:\n${output}${problems.join('\n')}`))
      })
    })
    return await use({ port, pid: child.pid!, problems, stop })
  } finally {
    await stop()
  }
}

/** A durable throwaway PostgreSQL (fsync and synchronous commit on), with an empty database for the club. */
async function withPostgres<T>(use: (url: string) => Promise<T>): Promise<T> {
  const cluster = await startPostgresCluster({ durable: true })
  const stop = owe(() => cluster.stop())
  try {
    const client = new pg.Client(cluster.url)
    await client.connect()
    try {
      await client.query('create database kelab_bench')
    } finally {
      await client.end()
    }
    return await use(databaseUrl(cluster.url, 'kelab_bench'))
  } finally {
    stop()
  }
}

/**
 * Transactions PostgreSQL rolled back in the club's database: with every request answered 200,
 * serialization failures that db/transaction.ts ran again. Read once the server's connections are
 * gone, since each reports its counts as it ends.
 */
async function rolledBackTransactions(url: string): Promise<number> {
  const client = new pg.Client(url)
  await client.connect()
  try {
    const others = 'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()'
    for (let tries = 0; tries < 50 && (await client.query<{ n: number }>(others)).rows[0]!.n > 0; tries++) await sleep(100)
    const { rows } = await client.query<{ n: number }>('select xact_rollback::int as n from pg_stat_database where datname = current_database()')
    return rows[0]!.n
  } finally {
    await client.end()
  }
}

const round2 = (n: number) => Number(n.toFixed(2))

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function httpFigures(result: LoadResult, answered = result.requests.total): Figures {
  return {
    perSecond: Math.round(answered / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/** CPU seconds (user and system) process `pid` has used, from Linux's /proc; null elsewhere. */
function cpuSeconds(pid: number): number | null {
  try {
    // The fields after the command's name, which may hold spaces: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND
  } catch {
    return null
  }
}

/** `options` flat out, then at STEADY_PER_SECOND for the server's CPU per answer. */
async function loadRoute(server: Child, options: LoadOptions): Promise<ReadRouteFigures> {
  const flatOut = httpFigures(await autocannon(options))
  // Two seconds at the steady rate first: the heap and caches settle to it from the flat-out run.
  await autocannon({ ...options, duration: STEADY_WARM_UP_SECONDS, overallRate: STEADY_PER_SECOND })
  const before = cpuSeconds(server.pid)
  const steady = await autocannon({ ...options, overallRate: STEADY_PER_SECOND })
  const after = cpuSeconds(server.pid)
  const answers = steady.requests.total
  const cpuUsPerAnswer = before === null || after === null || answers === 0 ? null : Number(((1e6 * (after - before)) / answers).toFixed(1))
  return { ...flatOut, steady: { perSecond: Math.round(answers / steady.duration), non2xx: steady.non2xx, errors: steady.errors, cpuUsPerAnswer } }
}

/** An active batch of fresh valid codes, worth 10 points each. */
async function insertCodes(db: Database, quantity: number): Promise<string[]> {
  const unique = new Set<string>()
  while (unique.size < quantity) unique.add(newUniqueCode(randomBytes))
  const codes = [...unique]
  const size = await db.selectFrom('sizes').select('id').orderBy('id').executeTakeFirstOrThrow()
  const now = new Date().toISOString()
  await db.transaction().execute(async (trx) => {
    const batch = { sizeId: size.id, points: 10, quantity, generated: quantity, status: 'done', active: 1, createdAt: now, updatedAt: now } as const
    const { id } = await trx.insertInto('codeBatches').values(batch).returning('id').executeTakeFirstOrThrow()
    for (let first = 0; first < codes.length; first += CODE_CHUNK) {
      await trx.insertInto('uniqueCodes').values(codes.slice(first, first + CODE_CHUNK).map((code) => ({ code, batchId: id }))).execute()
    }
  })
  return codes
}

/** Verified members, each signed in once: answers their bearer tokens. */
async function insertMembers(db: Database, count: number): Promise<string[]> {
  const now = new Date()
  const at = now.toISOString()
  const tierResetDate = shiftYears(businessDate(now), 1)
  const member = (i: number) => ({
    uuid: randomUUID(),
    name: 'Bench Member',
    number: `0119${String(i).padStart(7, '0')}`,
    email: `bench${i}@example.com`,
    referralCode: `BENCH${i}`,
    tierResetDate,
    verifiedAt: at,
    createdAt: at,
    updatedAt: at,
  })
  return db.transaction().execute(async (trx) => {
    const tokens: string[] = []
    for (let first = 0; first < count; first += MEMBER_CHUNK) {
      const rows = Array.from({ length: Math.min(MEMBER_CHUNK, count - first) }, (_, k) => member(first + k))
      for (const { id } of await trx.insertInto('members').values(rows).returning('id').execute()) tokens.push(await openMemberSession(trx, id, now))
    }
    return tokens
  })
}

interface ScanLoad {
  codes: string[]
  tokens: string[]
}

/** Codes and members for a run of `seconds` at the ceiling rate, written straight into the club's database. */
async function prepareScanLoad(location: string, seconds: number): Promise<ScanLoad> {
  const db = openDatabase(location)
  try {
    const codes = await insertCodes(db, seconds * CEILING_PER_SECOND)
    const tokens = await insertMembers(db, Math.ceil(codes.length / SCANS_PER_MEMBER))
    return { codes, tokens }
  } finally {
    await db.destroy()
  }
}

interface ScanRun {
  result: LoadResult
  /** Codes answered 200. */
  credited: Set<string>
  /** Codes sent and never answered: in flight at the end, or on a connection that failed. */
  unanswered: Set<string>
}

/** POST /user/scancode, each request the next fresh code from the next member (round robin). */
async function scanLoad(api: string, load: ScanLoad, seconds: number): Promise<ScanRun> {
  const credited = new Set<string>()
  const unanswered = new Set<string>()
  let next = 0
  const result = await autocannon({
    url: `${api}/user/scancode`,
    connections: CONNECTIONS,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        // One request in flight per connection, so its context holds the code awaiting an answer.
        setupRequest(request, context) {
          const i = next++
          const code = load.codes[i % load.codes.length]!
          context.code = code
          unanswered.add(code)
          return { ...request, headers: { ...request.headers, authorization: `Bearer ${load.tokens[i % load.tokens.length]}` }, body: JSON.stringify({ code }) }
        },
        onResponse(status, _body, context) {
          unanswered.delete(context.code!)
          if (status === 200) credited.add(context.code!)
        },
      },
    ],
  })
  if (next > load.codes.length) throw new Error(`${next} requests for ${load.codes.length} prepared codes: raise CEILING_PER_SECOND`)
  return { result, credited, unanswered }
}

/** The codes in the points ledger as scans. */
async function ledgerScans(location: string): Promise<string[]> {
  const db = openDatabase(location)
  try {
    return (await db.selectFrom('pointsLedger').select('reference').where('source', '=', 'scan').execute()).map((row) => row.reference)
  } finally {
    await db.destroy()
  }
}

/**
 * Every code answered 200 is in the ledger once, and nothing else is but codes whose answer was
 * cut off: autocannon closes its connections at the end with requests in flight, which the server
 * may still commit.
 */
function checkLedger(ledger: string[], run: ScanRun) {
  const inLedger = new Set(ledger)
  const missing = [...run.credited].filter((code) => !inLedger.has(code)).length
  const unexplained = ledger.filter((code) => !run.credited.has(code) && !run.unanswered.has(code)).length
  return {
    ledgerRows: ledger.length,
    creditedUnanswered: ledger.filter((code) => run.unanswered.has(code)).length,
    ledgerMatches: missing === 0 && unexplained === 0 && inLedger.size === ledger.length,
  }
}

interface ReadFigures {
  health: ReadRouteFigures
  pointChart: ReadRouteFigures
  memberPoints: ReadRouteFigures
  /** The same read for a member with LEDGER_RECORDS point records: the newest page of them. */
  longLedgerPoints: ReadRouteFigures
  /** The server's error log lines and stderr writes over every run. */
  serverProblems: number
}

/** The real server (api/server.ts) on `dataDir`, with no web app, until `use` ends; `env` adds to what every run sets. */
function withClubServer<T>(dataDir: string, env: NodeJS.ProcessEnv, use: (server: Child) => Promise<T>): Promise<T> {
  const base = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Bench-Admin-2026', WEB_DIST: path.join(dataDir, 'no-web-app') }
  return withChild(['--import', 'tsx', 'api/server.ts'], { ...base, ...env }, /running at http:\/\/localhost:(\d+)\//, use)
}

type ReadRoute = 'bare' | 'barePerTurn' | keyof Omit<ReadFigures, 'serverProblems'>

/** Each route's figures over the rounds: the median of each, the worst p99, every failure counted. */
function overRounds(runs: ReadRouteFigures[]): ReadRouteFigures {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
  const cpu = runs.map((r) => r.steady.cpuUsPerAnswer)
  return {
    perSecond: Math.round(median(runs.map((r) => r.perSecond))),
    p50Ms: round2(median(runs.map((r) => r.p50Ms))),
    p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
    non2xx: sum(runs.map((r) => r.non2xx)),
    errors: sum(runs.map((r) => r.errors)),
    steady: {
      perSecond: Math.round(median(runs.map((r) => r.steady.perSecond))),
      non2xx: sum(runs.map((r) => r.steady.non2xx)),
      errors: sum(runs.map((r) => r.steady.errors)),
      cpuUsPerAnswer: cpu.every((c) => c !== null) ? Number(median(cpu).toFixed(1)) : null,
    },
  }
}

/**
 * (a) GET /health on a bare Hono app in another process, and (r) the reads of every visit on one
 * real server with its request log on, loaded in turn, `rounds` times over: this machine's speed
 * drifts by half over minutes, and routes loaded side by side in each round see the same drift.
 */
async function readsInRounds(seconds: number, rounds: number): Promise<{ bare: ReadRouteFigures; barePerTurn: ReadRouteFigures; reads: ReadFigures; byRound: Record<ReadRoute, ReadRouteFigures>[] }> {
  const listening = /^listening on (\d+)$/
  const both = <T>(use: (bare: Child, barePerTurn: Child) => Promise<T>) =>
    withChild(['--input-type=module', '-e', bareHono(false)], {}, listening, (bare) =>
      withChild(['--import', 'tsx', '--input-type=module', '-e', bareHono(true)], {}, listening, (barePerTurn) => use(bare, barePerTurn)),
    )
  return both((bare, barePerTurn) =>
    withTempDir('kelab-bench-reads-', (dataDir) =>
      withClubServer(dataDir, { LOG_LEVEL: 'info' }, async (server) => {
        const db = openDatabase(path.join(dataDir, DATABASE_FILE))
        const [token, longLedgerToken] = await insertMembers(db, 2)
          .then(async (tokens) => {
            const { id } = await db.selectFrom('members').select('id').where('email', '=', 'bench1@example.com').executeTakeFirstOrThrow()
            const at = new Date()
            await appendManyToLedger(db, Array.from({ length: LEDGER_RECORDS }, (_, i) => ({ memberId: id, points: 10, source: 'scan', reference: `bench-${i}`, at })))
            return tokens
          })
          .finally(() => db.destroy())
        const api = `http://127.0.0.1:${server.port}/api`
        const load = (route: string, headers: Record<string, string> = {}) => loadRoute(server, { url: `${api}${route}`, connections: CONNECTIONS, duration: seconds, headers })
        const byRound: Record<ReadRoute, ReadRouteFigures>[] = []
        for (let round = 0; round < rounds; round += 1) {
          byRound.push({
            bare: await loadRoute(bare, { url: `http://127.0.0.1:${bare.port}/health`, connections: CONNECTIONS, duration: seconds }),
            barePerTurn: await loadRoute(barePerTurn, { url: `http://127.0.0.1:${barePerTurn.port}/health`, connections: CONNECTIONS, duration: seconds }),
            health: await load('/health'),
            pointChart: await load('/pointchart'),
            memberPoints: await load('/user/points/fetch', { authorization: `Bearer ${token}` }),
            longLedgerPoints: await load('/user/points/fetch', { authorization: `Bearer ${longLedgerToken}` }),
          })
        }
        const of = (route: ReadRoute) => overRounds(byRound.map((figures) => figures[route]))
        const reads = { health: of('health'), pointChart: of('pointChart'), memberPoints: of('memberPoints'), longLedgerPoints: of('longLedgerPoints'), serverProblems: server.problems.length }
        return { bare: of('bare'), barePerTurn: of('barePerTurn'), reads, byRound }
      }),
    ),
  )
}

/** (b) on one engine: the real server on a fresh database (SQLite in its data directory unless `postgresUrl`). */
async function scanCodes(seconds: number, postgresUrl?: string): Promise<ScanFigures> {
  return withTempDir('kelab-bench-api-', async (dataDir) => {
    const location = postgresUrl ?? path.join(dataDir, DATABASE_FILE)
    return withClubServer(dataDir, { DATABASE_URL: postgresUrl, SQLITE_SYNCHRONOUS: 'full', LOG_LEVEL: 'error' }, async (server) => {
      // Started once, the server has migrated and seeded the database the load is prepared in.
      const load = await prepareScanLoad(location, seconds)
      const run = await scanLoad(`http://127.0.0.1:${server.port}/api`, load, seconds)
      // Stopped before the ledger is read, so no request still in flight commits afterwards.
      await server.stop()
      const ledger = checkLedger(await ledgerScans(location), run)
      return {
        ...httpFigures(run.result, run.credited.size),
        requestsPerSecond: Math.round(run.result.requests.total / run.result.duration),
        statusCodes: Object.fromEntries(Object.entries(run.result.statusCodeStats).map(([status, { count }]) => [status, count])),
        ...ledger,
        serverProblems: server.problems.length,
        serverProblemSample: server.problems.slice(0, 3).map((line) => line.slice(0, 500)),
      }
    })
  })
}

/** (c) one row per transaction, each committed with an fsync, for `seconds`. */
async function plainWrites(seconds: number): Promise<Figures> {
  return withTempDir('kelab-bench-plain-', async (dir) => {
    const db = new SQLite(path.join(dir, 'plain.sqlite'))
    try {
      db.pragma('journal_mode = WAL')
      db.pragma('synchronous = FULL')
      db.exec('create table points (id integer primary key, member integer, points integer, at text)')
      const insert = db.prepare('insert into points (member, points, at) values (?, ?, ?)')
      const write = db.transaction((member: number) => insert.run(member, 10, new Date().toISOString()))
      const latencies: number[] = []
      const started = performance.now()
      const end = started + seconds * 1000
      let now = started
      while (now < end) {
        write(latencies.length % 2_500)
        const after = performance.now()
        latencies.push(after - now)
        now = after
      }
      latencies.sort((a, b) => a - b)
      const percentile = (p: number) => round2(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!)
      return { perSecond: Math.round(latencies.length / ((now - started) / 1000)), p50Ms: percentile(0.5), p99Ms: percentile(0.99), non2xx: 0, errors: 0 }
    } finally {
      db.close()
    }
  })
}

const ratio = (a: Figures, b: Figures) => Number((a.perSecond / b.perSecond).toFixed(3))
/** Bare Hono's CPU per answer as a share of the route's: 1 is as cheap as bare Hono. */
const cpuRatio = ({ steady: bare }: ReadRouteFigures, { steady: route }: ReadRouteFigures) =>
  bare.cpuUsPerAnswer === null || route.cpuUsPerAnswer === null ? null : Number((bare.cpuUsPerAnswer / route.cpuUsPerAnswer).toFixed(3))

function printTable(rows: [string, Figures][]) {
  const n = (v: number) => v.toLocaleString('en').padStart(10)
  console.log(`${''.padEnd(42)}${'per second'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'non-2xx'.padStart(10)}${'errors'.padStart(10)}`)
  for (const [label, f] of rows) console.log(`${label.padEnd(42)}${n(f.perSecond)}${n(f.p50Ms)}${n(f.p99Ms)}${n(f.non2xx)}${n(f.errors)}`)
}

function describeScanRun(engine: string, f: ScanFigures) {
  const statuses = Object.entries(f.statusCodes).map(([status, count]) => `${status}: ${count.toLocaleString('en')}`).join(', ')
  console.log(`${engine}: ${f.requestsPerSecond.toLocaleString('en')} answers/s (${statuses}); ledger ${f.ledgerRows.toLocaleString('en')} scan rows = ${f.statusCodes['200'] ?? 0} answered 200 + ${f.creditedUnanswered} credited unanswered at the end: ${f.ledgerMatches ? 'OK' : 'MISMATCH'}`)
  console.log(`  server problems (error log lines, stderr): ${f.serverProblems ? `${f.serverProblems}, first: ${f.serverProblemSample[0]}` : 'none'}`)
}

// --profile DIR: each server under load writes a CPU profile (.cpuprofile, for Chrome's DevTools) into DIR.
// --reads: only (a) and (r), the quick loop while working on a request's fixed cost.
const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '8' }, rounds: { type: 'string', default: '3' }, profile: { type: 'string' }, reads: { type: 'boolean', default: false } },
})
const seconds = Number(values.seconds)
if (!Number.isInteger(seconds) || seconds < 1) throw new Error('--seconds takes a whole number of seconds, at least 1')
const rounds = Number(values.rounds)
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number, at least 1')

const { bare, barePerTurn, reads, byRound } = await readsInRounds(seconds, rounds)
const writes = values.reads
  ? undefined
  : {
      scanSqlite: await scanCodes(seconds),
      scanPostgres: await withPostgres(async (url) => ({ ...(await scanCodes(seconds, url)), rolledBack: await rolledBackTransactions(url) })),
      plain: await plainWrites(seconds),
    }

console.log(`${CONNECTIONS} connections, ${seconds} s each; (a) and (r) in ${rounds} rounds, medians shown; ${os.availableParallelism()} cores, Node ${process.version}`)
printTable([
  ['(a) bare Hono GET /health', bare],
  ['(a2) the same, answers handed over per turn', barePerTurn],
  ['(r) club GET /api/health', reads.health],
  ['(r) club GET /api/pointchart', reads.pointChart],
  ['(r) member GET /api/user/points/fetch', reads.memberPoints],
  [`(r) same, member with ${LEDGER_RECORDS} records`, reads.longLedgerPoints],
  ...(writes
    ? ([
        ['(b) scancode credited, SQLite FULL', writes.scanSqlite],
        ['(b) scancode credited, PostgreSQL durable', writes.scanPostgres],
        ['(c) better-sqlite3 1-row tx, WAL FULL', writes.plain],
      ] as [string, Figures][])
    : []),
])
console.log(`reads: server problems (error log lines, stderr): ${reads.serverProblems || 'none'}`)
// Each ratio is taken within a round, between runs a minute or so apart, and its median over the rounds given.
const ratiosOf = (f: Record<ReadRoute, ReadRouteFigures>) => ({
  healthToBare: ratio(f.health, f.bare),
  pointChartToBare: ratio(f.pointChart, f.bare),
  memberPointsToBare: ratio(f.memberPoints, f.bare),
  longLedgerPointsToBare: ratio(f.longLedgerPoints, f.bare),
  healthCpuToBare: cpuRatio(f.bare, f.health),
  pointChartCpuToBare: cpuRatio(f.bare, f.pointChart),
  memberPointsCpuToBare: cpuRatio(f.bare, f.memberPoints),
  longLedgerPointsCpuToBare: cpuRatio(f.bare, f.longLedgerPoints),
  healthToBarePerTurn: ratio(f.health, f.barePerTurn),
  pointChartToBarePerTurn: ratio(f.pointChart, f.barePerTurn),
  memberPointsToBarePerTurn: ratio(f.memberPoints, f.barePerTurn),
})
type ReadRatios = Record<keyof ReturnType<typeof ratiosOf>, number | null>
const roundRatios = byRound.map(ratiosOf)
const readRatios = Object.fromEntries(
  Object.keys(roundRatios[0]!).map((key) => {
    const values = roundRatios.map((r) => r[key as keyof ReadRatios])
    return [key, values.every((v) => v !== null) ? Number(median(values as number[]).toFixed(3)) : null]
  }),
) as ReadRatios
console.log(`Ratios, the median of the rounds': health/(a) ${readRatios.healthToBare}, pointchart/(a) ${readRatios.pointChartToBare}, member points/(a) ${readRatios.memberPointsToBare} (${LEDGER_RECORDS} records: ${readRatios.longLedgerPointsToBare})`)
// The club hands its answers over per turn, which a bare Hono app does not: (a2) is Hono's own with it.
console.log(`  like for like, against (a2): health ${readRatios.healthToBarePerTurn}, pointchart ${readRatios.pointChartToBarePerTurn}, member points ${readRatios.memberPointsToBarePerTurn}`)
console.log(
  `  by round, (a) a second and health, pointchart, member points: ${roundRatios.map((r, i) => `${byRound[i]!.bare.perSecond.toLocaleString('en')}: ${r.healthToBare} ${r.pointChartToBare} ${r.memberPointsToBare}`).join('; ')}`,
)
const shown = (value: number | null, unit = '') => (value === null ? 'n/a' : `${value}${unit}`)
const cpu = ({ steady }: ReadRouteFigures) => shown(steady.cpuUsPerAnswer, ' µs')
console.log(
  `Server CPU per answer at ${STEADY_PER_SECOND.toLocaleString('en')}/s: (a) ${cpu(bare)}, (a2) ${cpu(barePerTurn)}, health ${cpu(reads.health)}, pointchart ${cpu(reads.pointChart)}, member points ${cpu(reads.memberPoints)} (${LEDGER_RECORDS} records: ${cpu(reads.longLedgerPoints)}); ` +
    `(a) as a share of each: ${shown(readRatios.healthCpuToBare)}, ${shown(readRatios.pointChartCpuToBare)}, ${shown(readRatios.memberPointsCpuToBare)} (${shown(readRatios.longLedgerPointsCpuToBare)})`,
)
// Short of the steady rate, a route ran flat out instead: its figure then counts waking as well (decision 157).
const shortOfRate = Object.entries({ '(a)': bare, '(a2)': barePerTurn, health: reads.health, pointchart: reads.pointChart, 'member points': reads.memberPoints, [`member with ${LEDGER_RECORDS} records`]: reads.longLedgerPoints }).filter(([, f]) => f.steady.perSecond < 0.95 * STEADY_PER_SECOND)
for (const [name, f] of shortOfRate) console.log(`WARNING: ${name} reached ${f.steady.perSecond.toLocaleString('en')}/s of the steady ${STEADY_PER_SECOND.toLocaleString('en')}/s: its CPU figure is not a steady one`)
const readsFailed =
  [reads.health, reads.pointChart, reads.memberPoints, reads.longLedgerPoints].some((f) => f.non2xx + f.errors + f.steady.non2xx + f.steady.errors > 0) || reads.serverProblems > 0
if (readsFailed) {
  console.error('FAILED: a read answered other than 2xx, a connection failed, or the server logged a problem')
  process.exitCode = 1
}
if (writes) {
  const { scanSqlite, scanPostgres, plain } = writes
  describeScanRun('SQLite', scanSqlite)
  describeScanRun('PostgreSQL', scanPostgres)
  console.log(`  transactions rolled back (serialization failures retried): ${scanPostgres.rolledBack.toLocaleString('en')}`)
  const ratios = {
    ...readRatios,
    scanSqliteToBare: ratio(scanSqlite, bare),
    scanSqliteToPlainWrites: ratio(scanSqlite, plain),
    scanPostgresToScanSqlite: ratio(scanPostgres, scanSqlite),
    scanPostgresToBare: ratio(scanPostgres, bare),
  }
  console.log(`Ratios: (b-sqlite)/(a) ${ratios.scanSqliteToBare}, (b-sqlite)/(c) ${ratios.scanSqliteToPlainWrites}, (b-postgres)/(b-sqlite) ${ratios.scanPostgresToScanSqlite}, (b-postgres)/(a) ${ratios.scanPostgresToBare}`)
  const failed = [scanSqlite, scanPostgres].some((f) => !f.ledgerMatches)
  if (failed) {
    console.error('FAILED: the points ledger does not match the codes answered 200')
    process.exitCode = 1
  }
  console.log(JSON.stringify({ connections: CONNECTIONS, seconds, rounds, bareHono: bare, bareHonoPerTurn: barePerTurn, reads, roundRatios, scanSqlite, scanPostgres, plainWrites: plain, ratios, ledgerMatches: !failed, readsFailed }))
} else {
  console.log(JSON.stringify({ connections: CONNECTIONS, seconds, rounds, bareHono: bare, bareHonoPerTurn: barePerTurn, reads, roundRatios, ratios: readRatios, readsFailed }))
}
