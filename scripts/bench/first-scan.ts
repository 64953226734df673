// npm run bench:first-scan: a new member's first camera scan, online. A freshly started server on
// the built app and a fresh data directory; Chromium on a fresh profile (Pixel 7) whose fake camera
// films a clean pack (e2e/fixtures/clean-1280x720_WXWCBYB6WW.mjpeg). Times, from the moment
// /scancode is asked for: the reader ready (the first possible read), and the pack's code credited
// (pressing Scan as a member would, until it reads). Then the same on a second visit, the reader's
// files cached. BENCH_RUNS=n repeats it on n fresh profiles. Over localhost: the download a
// phone's connection adds is about 4 MB (brotli core and trained data). Last line: one JSON object.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { chromium, devices, type Page } from '@playwright/test'
import { type Club, newMember, startClub, storeSession } from './club.ts'

const VIDEO = path.resolve('e2e/fixtures/clean-1280x720_WXWCBYB6WW.mjpeg')
const FILMED_CODE = 'WXWCBYB6WW'
const RUNS = Number(process.env.BENCH_RUNS ?? 1)
const LIMIT_MS = 180_000

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

async function firstScan(club: Club) {
  const { origin } = club
  const session = await newMember(club)
  seedFilmedCode(club.dataDir)
  const profile = await mkdtemp(path.join(tmpdir(), 'kelab-first-scan-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    ...devices['Pixel 7'],
    executablePath: '/usr/bin/chromium',
    headless: true,
    permissions: ['camera'],
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await storeSession(page, origin, session)
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

const club = await startClub('first-scan')
try {
  const runs: Awaited<ReturnType<typeof firstScan>>[] = []
  for (let run = 0; run < RUNS; run++) {
    const result = await firstScan(club)
    runs.push(result)
    console.log(`run ${run + 1}: reader ready ${result.readerReadyMs} ms, code credited ${result.creditedMs} ms (${result.presses} presses); second visit: reader ready ${result.cachedReaderReadyMs} ms`)
  }
  const median = (key: 'readerReadyMs' | 'creditedMs' | 'cachedReaderReadyMs') => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]
  console.log(JSON.stringify({ network: 'localhost', runs: runs.length, readerReadyMs: median('readerReadyMs'), creditedMs: median('creditedMs'), cachedReaderReadyMs: median('cachedReaderReadyMs'), all: runs }))
} finally {
  await club.stop()
}
