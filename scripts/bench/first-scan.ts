// npm run bench:first-scan: a new member's first camera scan, online. A freshly started server on
// the built app and a fresh data directory; Chromium on a fresh profile (Pixel 7) whose fake camera
// films a clean pack (e2e/fixtures/clean-1280x720_WXWCBYB6WW.mjpeg). Times, from the moment
// /scancode is asked for: the reader ready (the first possible read), and the pack's code credited
// (pressing Scan as a member would, until it reads). Then the same on a second visit, the reader's
// files cached. BENCH_RUNS=n repeats it on n fresh profiles. Over localhost: the download a
// phone's connection adds is about 4 MB (brotli core and trained data). Last line: one JSON object.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { chromium, devices, type Page } from '@playwright/test'
import { buildWeb } from '../build-web.mjs'
import { SESSION_KEYS } from '../../web/lib/session-keys.ts'

const VIDEO = path.resolve('e2e/fixtures/clean-1280x720_WXWCBYB6WW.mjpeg')
const FILMED_CODE = 'WXWCBYB6WW'
const RUNS = Number(process.env.BENCH_RUNS ?? 1)
const LIMIT_MS = 180_000

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

async function poll<T>(what: string, probe: () => Promise<T | undefined>, limitMs = 30_000): Promise<T> {
  const end = Date.now() + limitMs
  for (;;) {
    const found = await probe().catch(() => undefined)
    if (found !== undefined) return found
    if (Date.now() > end) throw new Error(`${what}: not within ${limitMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** A verified member signed in through the API, with the filmed code theirs to scan. */
async function newMember(origin: string, dataDir: string, run: number) {
  const number = `0117${String(Date.now() + run).slice(-6)}`
  const email = `firstscan${Date.now()}${run}@example.com`
  const password = 'BabyClub2026!'
  const uniqueToken = `bench${number}`.padEnd(16, 'x').slice(0, 16)
  const post = (p: string, body: unknown) => fetch(`${origin}/api/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const { uuid } = (await (await post('user/signup', { name: 'Bench Member', number, email, password, dob: '1990-01-01', uniqueToken, acceptTerms: true })).json()) as { uuid: string }
  const otp = await poll('OTP text', async () => /\b(\d{4})\b/.exec((await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8')).split('\n').filter((l) => l.includes(number)).at(-1) ?? '')?.[1])
  await post('user/verify', { otp, number, id: uuid, uniqueToken })
  const { token, user } = (await (await post('user/signin', { email, password })).json()) as { token: string; user: unknown }
  return { token, member: user }
}

/** The filmed code, fresh for each run (a code is credited once): deleted and put back into an active batch. */
function seedFilmedCode(dataDir: string) {
  const db = new Database(path.join(dataDir, 'club.sqlite'))
  db.pragma('busy_timeout = 5000')
  const size = db.prepare('select id from sizes order by id').get() as { id: number }
  const now = new Date().toISOString()
  db.prepare('delete from unique_codes where code = ?').run(FILMED_CODE)
  const batch = db.prepare("insert into code_batches (size_id, points, quantity, generated, status, active, created_at, updated_at) values (?, 50, 1, 1, 'done', 1, ?, ?)").run(size.id, now, now)
  db.prepare('insert into unique_codes (code, batch_id) values (?, ?)').run(FILMED_CODE, batch.lastInsertRowid)
  db.close()
}

const readerReady = (page: Page) => page.getByRole('status').filter({ hasText: 'Reader ready' }).waitFor({ timeout: LIMIT_MS })

/** Presses Scan until the pack's code is credited, as a member would. */
async function scanUntilCredited(page: Page): Promise<number> {
  const credited = page.getByRole('dialog', { name: /Your first code/ })
  const scan = page.getByRole('button', { name: 'Scan', exact: true })
  let presses = 0
  while (!(await credited.isVisible())) {
    await scan.click({ timeout: LIMIT_MS })
    presses++
    await Promise.race([credited.waitFor({ timeout: LIMIT_MS }), scan.waitFor({ timeout: LIMIT_MS }).then(() => page.waitForFunction(() => !document.querySelector('.camera-controls .button')?.hasAttribute('disabled'), null, { timeout: LIMIT_MS }))])
  }
  return presses
}

async function firstScan(origin: string, dataDir: string, run: number) {
  const session = await newMember(origin, dataDir, run)
  seedFilmedCode(dataDir)
  const profile = await mkdtemp(path.join(tmpdir(), 'kelab-first-scan-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    ...devices['Pixel 7'],
    executablePath: '/usr/bin/chromium',
    headless: true,
    permissions: ['camera'],
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  })
  try {
    // The session goes into localStorage from an API page, so that no app file is cached before the run.
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${origin}/api/health`)
    await page.evaluate(([keys, token, member]) => {
      localStorage.setItem(keys.token, token)
      localStorage.setItem(keys.type, 'user')
      localStorage.setItem(keys.member, JSON.stringify(member))
    }, [SESSION_KEYS, session.token, session.member] as const)
    const t0 = Date.now()
    await page.goto(`${origin}/scancode`)
    await readerReady(page)
    const readerReadyMs = Date.now() - t0
    const presses = await scanUntilCredited(page)
    const creditedMs = Date.now() - t0
    // A second visit: the reader's files come from the service worker's cache.
    await page.goto(`${origin}/dashboard`)
    const t1 = Date.now()
    await page.goto(`${origin}/scancode`)
    await readerReady(page)
    const cachedReaderReadyMs = Date.now() - t1
    return { readerReadyMs, creditedMs, presses, cachedReaderReadyMs }
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
}

buildWeb()
const dataDir = await mkdtemp(path.join(tmpdir(), 'kelab-first-scan-'))
const port = await freePort()
const origin = `http://localhost:${port}`
const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'Bench-Admin-2026' },
  stdio: 'ignore',
})
try {
  await poll('server', async () => ((await fetch(`${origin}/api/health`)).ok ? true : undefined))
  const runs: Awaited<ReturnType<typeof firstScan>>[] = []
  for (let run = 0; run < RUNS; run++) {
    const result = await firstScan(origin, dataDir, run)
    runs.push(result)
    console.log(`run ${run + 1}: reader ready ${result.readerReadyMs} ms, code credited ${result.creditedMs} ms (${result.presses} presses); second visit: reader ready ${result.cachedReaderReadyMs} ms`)
  }
  const median = (key: 'readerReadyMs' | 'creditedMs' | 'cachedReaderReadyMs') => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]
  console.log(JSON.stringify({ network: 'localhost', runs: runs.length, readerReadyMs: median('readerReadyMs'), creditedMs: median('creditedMs'), cachedReaderReadyMs: median('cachedReaderReadyMs'), all: runs }))
} finally {
  server.kill()
  await rm(dataDir, { recursive: true, force: true })
}
