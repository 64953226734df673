// npm run bench:export [-- --members N] [-- --report scan]: seeds N members (1,000,000 by default)
// into a temporary SQLite database with one prepared insert in one transaction, then downloads the
// accounts report CSV through the real HTTP route (GET /admin/report/user/details/csv) and samples
// the process's memory while it streams, to show it stays flat however many rows. With `--report
// scan` each member instead scans one code (a unique code and its ledger row), and the download is
// scanReport.csv (GET /admin/report/scan/csv). Prints figures, then one JSON line.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { serve } from '@hono/node-server'
import SQLite from 'better-sqlite3'
import { createApp } from '../../api/app.ts'
import { DATABASE_FILE, openClubData } from '../../api/bootstrap.ts'
import { systemClock } from '../../api/clock.ts'
import { loadConfig } from '../../api/config.ts'
import { ensureAdminAccount } from '../../api/db/admins.ts'
import { createLogger } from '../../api/logger.ts'

const { values } = parseArgs({ options: { members: { type: 'string', default: '1000000' }, report: { type: 'string', default: 'accounts' } } })
const count = Number(values.members)
const REPORTS = {
  accounts: { path: '/admin/report/user/details/csv', file: 'accountReport.csv' },
  scan: { path: '/admin/report/scan/csv', file: 'scanReport.csv' },
} as const
if (!(values.report in REPORTS)) throw new Error(`--report is one of ${Object.keys(REPORTS).join(', ')}`)
const report = REPORTS[values.report as keyof typeof REPORTS]
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
/** The downloading client: reads the file uncompressed, as it comes, and reports its size, lines and first-byte time. */
const DOWNLOAD = `
const started = performance.now()
const res = await fetch(process.argv[1], { headers: { authorization: 'Bearer ' + process.argv[2], 'accept-encoding': 'identity' } })
if (res.status !== 200) process.exit(2)
let bytes = 0, lines = 0, first = 0
for await (const chunk of res.body) {
  if (bytes === 0) first = (performance.now() - started) / 1000
  bytes += chunk.byteLength
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++
}
console.log(JSON.stringify({ bytes, lines, firstByteSeconds: first }))
`

const dataDir = await mkdtemp(path.join(tmpdir(), 'kelab-bench-export-'))
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
const data = await openClubData(config, systemClock, createLogger('silent'))

// Seeding: straight into the file the app opened, a prepared insert in one transaction.
const seedStarted = performance.now()
const seed = new SQLite(path.join(dataDir, DATABASE_FILE))
seed.pragma('synchronous = OFF')
const insert = seed.prepare(
  'insert into members (uuid, name, number, email, referral_code, tier_reset_date, verified_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
)
const start = Date.parse('2025-01-01T00:00:00Z')
// A batch of the demo's first size for the scans, each member's code scanned at their registration.
const scans = values.report === 'scan' && {
  batch: Number(
    seed
      .prepare(`insert into code_batches (size_id, points, quantity, generated, status, created_at, updated_at) values ((select min(id) from sizes), 10, ?, ?, 'done', ?, ?) returning id`)
      .pluck()
      .get(count, count, new Date(start).toISOString(), new Date(start).toISOString()),
  ),
  code: seed.prepare('insert into unique_codes (code, batch_id, scanned_by, scanned_at) values (?, ?, ?, ?)'),
  ledger: seed.prepare(`insert into points_ledger (member_id, points, source, reference, created_at) values (?, 10, 'scan', ?, ?)`),
}
seed.transaction(() => {
  for (let i = 0; i < count; i++) {
    const at = new Date(start + i * 30_000).toISOString()
    const { lastInsertRowid: member } = insert.run(randomUUID(), `Member ${i}`, `011${String(i).padStart(8, '0')}`, `member${i}@example.com`, `B${i}`, '2027-01-01', at, at, at)
    if (scans) {
      const code = `S${String(i).padStart(9, '0')}`
      scans.code.run(code, scans.batch, member, at)
      scans.ledger.run(member, code, at)
    }
  }
})()
// Into the database file itself, as a long-running club's would be, rather than left in the WAL.
seed.pragma('wal_checkpoint(TRUNCATE)')
seed.close()
const seedSeconds = (performance.now() - seedStarted) / 1000

const app = createApp({ config, clock: systemClock, logger: createLogger('silent'), ...data })
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await once(server, 'listening')
const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}${config.apiRoot}`
await ensureAdminAccount(data.db, { username: 'bench', password: 'Bench-Pass-2026' }, new Date())
const login = await fetch(`${api}/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench', password: 'Bench-Pass-2026' }) })
const { token } = (await login.json()) as { token: string }

// The export, memory sampled meanwhile.
global.gc?.()
const before = process.memoryUsage()
let rssPeak = before.rss
let heapPeak = before.heapUsed
const sampler = setInterval(() => {
  const m = process.memoryUsage()
  rssPeak = Math.max(rssPeak, m.rss)
  heapPeak = Math.max(heapPeak, m.heapUsed)
}, 20)
// The client is another process, as a browser would be: the server's socket then pushes back when it
// is not read, as in production, instead of sharing this process's event loop.
const started = performance.now()
const client = spawn(process.execPath, ['-e', DOWNLOAD, `${api}${report.path}`, token], { stdio: ['ignore', 'pipe', 'inherit'] })
let answer = ''
client.stdout.on('data', (chunk: Buffer) => (answer += chunk))
const [code] = (await once(client, 'exit')) as [number]
if (code !== 0) throw new Error(`the download failed (${code})`)
const { bytes, lines, firstByteSeconds } = JSON.parse(answer) as { bytes: number; lines: number; firstByteSeconds: number }
const seconds = (performance.now() - started) / 1000
clearInterval(sampler)
server.close()
await data.db.destroy()
await rm(dataDir, { recursive: true, force: true })
if (lines !== count + 1) throw new Error(`expected ${count + 1} lines, read ${lines}`)

const figures = {
  report: values.report,
  members: count,
  seedSeconds: Number(seedSeconds.toFixed(2)),
  exportSeconds: Number(seconds.toFixed(2)),
  firstByteSeconds: Number(firstByteSeconds.toFixed(3)),
  rowsPerSecond: Math.round(count / seconds),
  csvMb: Number((bytes / 1024 / 1024).toFixed(1)),
  rssBeforeMb: mb(before.rss),
  peakRssMb: mb(rssPeak),
  heapBeforeMb: mb(before.heapUsed),
  peakHeapMb: mb(heapPeak),
}
console.log(`Seeded ${count.toLocaleString('en')} members${scans ? ' with a scan each' : ''} in ${figures.seedSeconds} s`)
console.log(`Exported ${report.file} through HTTP in ${figures.exportSeconds} s (first bytes after ${figures.firstByteSeconds} s): ${figures.rowsPerSecond.toLocaleString('en')} rows/s, ${figures.csvMb} MB`)
console.log(`Memory while streaming: RSS ${figures.rssBeforeMb} -> peak ${figures.peakRssMb} MB, heap ${figures.heapBeforeMb} -> peak ${figures.peakHeapMb} MB`)
console.log(JSON.stringify(figures))
