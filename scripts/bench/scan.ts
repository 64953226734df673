// npm run bench:scan [-- --families a,b] [-- --per-family N] [-- --timeout-ms MS] [-- --ports FROM-TO]:
// the real member scan page reading packs it has never seen, end to end. The built club on a fresh
// data directory (first free port of --ports, default 4600-4699); a fresh batch of codes generated
// through the admin API and one member signed up through the member API. For each print family of
// scripts/ocr-heldout/print-families.py (default all 8, 2 videos each) a fake-camera video films
// one of the batch's codes; headless Chromium (Pixel 7) opens /scancode as the member, waits for
// the camera and "Reader ready", turns on Keep scanning and times what comes first: the code
// credited (the success page, checked against the API), an error dialog, a dialog asking the
// member to confirm a doubtful read or a sent code the club refused (left unanswered), or the
// timeout (default 20 s). Prints each video and a summary: credited, wrong
// codes sent (a code other than the filmed one reached /api/user/scancode), median and p90 time to
// credit (a video not credited counts as never) against the targets, and per video what each frame
// read (the page's FRAME_MARK marks). Last line: one JSON object.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium, devices, type Page } from '@playwright/test'
import { z } from 'zod'
import { AdminBrandSchema } from '../../domain/catalogue.ts'
import { CodeBatchSchema, CodeLookupSchema } from '../../domain/code-batches.ts'
import { normaliseCode } from '../../domain/unique-code.ts'
import { AdminSessionSchema } from '../../domain/admin.ts'
import { PointHistoryPageSchema } from '../../domain/point-records.ts'
import { FRAME_MARK, type FrameMarkDetail } from '../../web/features/scan/frame-voter.ts'
import en from '../../web/locales/en.json'
import { BENCH_ADMIN, type Club, freePort, type MemberSession, newMember, poll, startClub, storeSession } from './club.ts'

const FAMILIES = ['inkjet', 'inkjet-heavy', 'thermal', 'angled', 'condensed', 'lowres', 'lowlight', 'motion']
const TARGETS = { wrongSent: 0, medianMs: 2000, p90Ms: 4000 }
const CHROMIUM = '/usr/bin/chromium'
const PYTHON = '/usr/bin/python3'
const RENDERER = 'scripts/ocr-heldout/print-families.py'
// A cold profile downloads the reader's files (about 4 MB) before it is ready: far under this.
const READY_LIMIT_MS = 120_000
const BATCH_LIMIT_MS = 60_000

const repo = fileURLToPath(new URL('../../', import.meta.url))
const cacheDir = path.join(repo, 'node_modules/.cache/kelab-scan-bench')
const { values } = parseArgs({
  options: {
    families: { type: 'string', default: FAMILIES.join(',') },
    'per-family': { type: 'string', default: '2' },
    'timeout-ms': { type: 'string', default: '20000' },
    ports: { type: 'string', default: '4600-4699' },
  },
})
const families = values.families.split(',').map((f) => f.trim())
const perFamily = Number(values['per-family'])
const timeoutMs = Number(values['timeout-ms'])
const [portFrom, portTo] = values.ports.split('-').map(Number)
const unknown = families.filter((f) => !FAMILIES.includes(f))
if (unknown.length) throw new Error(`unknown families ${unknown.join(', ')}: choose from ${FAMILIES.join(', ')}`)
if (!(Number.isInteger(perFamily) && perFamily > 0 && timeoutMs > 0 && portFrom && portTo)) throw new Error('--per-family, --timeout-ms and --ports FROM-TO take positive numbers')

type Outcome = 'credited' | 'wrong code sent' | 'confirm asked' | 'error' | 'timeout'

interface Video {
  family: string
  seed: number
  code: string
  file: string
}

interface VideoResult {
  family: string
  seed: number
  code: string
  outcome: Outcome
  /** From turning on Keep scanning to the outcome; to the success page for a credited code. */
  ms: number
  /** Every code the page sent to /api/user/scancode, with the status it was answered. */
  sent: { code: string; status: number | null }[]
  /** A code other than the filmed one reached the server (seen sent, or refused as not valid). */
  wrongSent: boolean
  /** The dialog that ended the run (error or confirmation), as the member saw it. */
  dialog: { title: string; text: string; shownCode: string | null } | null
  /** A credited code: whether the API shows it registered to the member and their points grown. */
  pointsArrived: boolean | null
  /** Each frame the page read, in order: the code (null for none), and whether it was sure or accepted. */
  frames: { code: string | null; sure: boolean; accepted: boolean }[]
}

/** Stops with how to install them when the video renderer's tools are missing. */
function checkTools() {
  const missing: string[] = []
  if (!existsSync(CHROMIUM)) missing.push(CHROMIUM)
  try {
    // The renderer checks its own needs at every run: PIL and numpy, and each face it prints in.
    execFileSync(PYTHON, [RENDERER, 'code', '1'], { cwd: repo, stdio: ['ignore', 'ignore', 'pipe'] })
  } catch (error) {
    missing.push(`what ${RENDERER} needs (${String((error as { stderr?: Buffer }).stderr ?? error).trim().split('\n').at(-1)})`)
  }
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' })
  } catch {
    missing.push('ffmpeg')
  }
  if (missing.length === 0) return
  console.error(`Missing: ${missing.join(', ')}. Install them with:
  apt-get install -y chromium python3-pil python3-numpy ffmpeg, and the faces the renderer names`)
  process.exit(1)
}

/** The back office through its HTTP API, signed in as the club's bootstrap admin. */
async function adminApi(origin: string) {
  const call = async (p: string, init: RequestInit = {}, token?: string) => {
    const res = await fetch(`${origin}/api/${p}`, { ...init, headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) } })
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} /api/${p}: ${res.status} ${await res.text()}`)
    return res
  }
  const { token } = AdminSessionSchema.parse(await (await call('admin/auth/login', { method: 'POST', body: JSON.stringify(BENCH_ADMIN) })).json())
  return {
    get: async (p: string) => (await call(p, {}, token)).json() as Promise<unknown>,
    text: async (p: string) => (await call(p, {}, token)).text(),
    post: async (p: string, body: unknown) => (await call(p, { method: 'POST', body: JSON.stringify(body) }, token)).json() as Promise<unknown>,
  }
}
type AdminApi = Awaited<ReturnType<typeof adminApi>>

/** A fresh batch of `quantity` codes for the first size the club sells, generated and downloaded as the back office does. */
async function freshCodes(admin: AdminApi, quantity: number): Promise<string[]> {
  const { brands } = z.object({ brands: z.array(AdminBrandSchema) }).parse(await admin.get('admin/fetch/dashboard/code/batch'))
  const brand = brands.find((b) => b.format[0]?.size[0])
  if (!brand) throw new Error('the club has no brand with a size to make codes for')
  const format = brand.format[0]!
  const batch = CodeBatchSchema.parse(await admin.post('admin/setting/code/generate', { brandId: brand.id, formatId: format.id, sizeId: format.size[0]!.id, quantity, points: 50 }))
  const status = await poll(
    'batch generated',
    async () => {
      const { batch: now } = z.object({ batch: CodeBatchSchema }).parse(await admin.get(`admin/fetch/dashboard/code/batch/details?id=${batch.id}`))
      return now.status === 'generating' ? undefined : now.status
    },
    BATCH_LIMIT_MS,
  )
  if (status !== 'done') throw new Error(`batch ${batch.id} failed`)
  const [header, ...codes] = (await admin.text(`admin/fetch/dashboard/code/batch/file?id=${batch.id}`)).trim().split(/\r?\n/)
  if (header !== 'code' || codes.length !== quantity) throw new Error(`batch ${batch.id}: expected a CSV of ${quantity} codes`)
  return codes
}

/**
 * The batch's codes are new each run, so no video is ever filmed twice: the last run's are removed
 * as a run starts, and this run's stay in the cache for a look at the ones that were not credited.
 */
async function forgetLastRunsVideos() {
  for (const name of await readdir(cacheDir)) if (/\.(mjpeg|y4m)$/.test(name)) await rm(path.join(cacheDir, name))
}

/** The fake-camera video of `code` printed as `family`, rendered into the cache. */
async function renderVideo(family: string, seed: number, code: string): Promise<Video> {
  const file = path.join(cacheDir, `${family}-${seed}-${code}.mjpeg`)
  const raw = file.replace(/\.mjpeg$/, '.y4m')
  execFileSync(PYTHON, [RENDERER, 'video', raw, code, String(seed), '--family', family, '--frames', '90', '--size', '1280x720'], { cwd: repo, stdio: 'inherit' })
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', raw, '-q:v', '3', file], { stdio: 'inherit' })
  await rm(raw)
  return { family, seed, code, file }
}

/** The id of the member's newest point record (0 for none). */
async function newestPointRecord(origin: string, session: MemberSession): Promise<number> {
  const res = await fetch(`${origin}/api/user/points/fetch?limit=1`, { headers: { authorization: `Bearer ${session.token}` } })
  return PointHistoryPageSchema.parse(await res.json()).data[0]?.id ?? 0
}

/** What ended a run: the success page, a dialog, or nothing before the timeout. */
async function settle(page: Page): Promise<'success' | 'dialog' | 'timeout'> {
  const success = page.waitForURL(/\/scancode\/success$/, { waitUntil: 'commit', timeout: timeoutMs }).then(() => 'success' as const)
  const dialog = page
    .getByRole('dialog')
    .first()
    .waitFor({ timeout: timeoutMs })
    // The success page opens its own dialog: the URL says which one this is.
    .then(() => (new URL(page.url()).pathname.endsWith('/scancode/success') ? ('success' as const) : ('dialog' as const)))
  return Promise.race([success, dialog]).catch(() => 'timeout' as const)
}

/** A code as a dialog shows it, maybe with spaces or dashes between its characters. */
const shownCodeIn = (text: string) => /[0-9A-Z](?:[\s-]?[0-9A-Z]){9}(?![0-9A-Z])/.exec(text)?.[0]?.replace(/[\s-]/g, '') ?? null

/** A dialog titled as the scan error modal is a refusal; any other on the scan page asks the member to confirm a read. */
function outcomeOf(end: 'success' | 'dialog' | 'timeout', dialog: VideoResult['dialog'], wrongSent: boolean): Outcome {
  if (end === 'timeout') return 'timeout'
  // A misread the club refused is asked about (decision 164): sent all the same.
  if (wrongSent) return 'wrong code sent'
  const refused = dialog?.title === en.common.errorTitle
  if (end === 'success') return 'credited'
  return refused ? 'error' : 'confirm asked'
}

let chromiumVersion = ''
let codeBox: { width: number; height: number; frame: string } | undefined

async function scanVideo(club: Club, admin: AdminApi, session: MemberSession, video: Video): Promise<VideoResult> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video.file}`],
  })
  chromiumVersion = browser.version()
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], permissions: ['camera'] })
    const page = await context.newPage()
    const sent: VideoResult['sent'] = []
    // Every code the page sends, seen on its way: Chromium reports no body for this fetch on the
    // request event, but a route has it.
    await context.route('**/api/user/scancode', async (route) => {
      const request = route.request()
      if (request.method() === 'POST') {
        const entry = { code: String((request.postDataJSON() as { code?: unknown }).code), status: null as number | null }
        sent.push(entry)
        void request.response().then((response) => (entry.status = response?.status() ?? null))
      }
      await route.continue()
    })
    await storeSession(page, club.origin, session)
    await page.goto(`${club.origin}/scancode`)
    await page.getByRole('status').filter({ hasText: en.scan.reader.ready }).waitFor({ timeout: READY_LIMIT_MS })
    await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0, null, { timeout: READY_LIMIT_MS })
    codeBox ??= await page.evaluate(() => {
      // The part of the frame under the code box, in the frame's pixels (the video fills its view, object-fit: cover).
      const video = document.querySelector('video')
      const box = document.querySelector('.code-box')?.getBoundingClientRect()
      if (!video || !box) return undefined
      const view = video.getBoundingClientRect()
      const scale = Math.max(view.width / video.videoWidth, view.height / video.videoHeight)
      return { width: Math.round(box.width / scale), height: Math.round(box.height / scale), frame: `${video.videoWidth}x${video.videoHeight}` }
    })
    const before = await newestPointRecord(club.origin, session)

    const t0 = Date.now()
    await page.getByRole('checkbox', { name: en.scan.auto }).click()
    const end = await settle(page)
    const ms = Date.now() - t0

    let dialog: VideoResult['dialog'] = null
    if (end === 'dialog') {
      const shown = page.getByRole('dialog').first()
      const title = ((await shown.getByRole('heading').first().textContent()) ?? '').trim()
      // What it says: all of it but its title and its buttons.
      let text = (await shown.innerText()).replace(title, '')
      for (const button of await shown.getByRole('button').allInnerTexts()) text = text.replace(button, '')
      text = text.replace(/\s+/g, ' ').trim()
      // The confirmation shows the code in a field the member can edit; an error says it in its text.
      const field = shown.getByRole('textbox')
      dialog = { title, text, shownCode: (await field.count()) ? normaliseCode(await field.first().inputValue()) : shownCodeIn(text) }
    }
    let pointsArrived: boolean | null = null
    if (end === 'success') {
      const lookup = CodeLookupSchema.parse(await admin.post('admin/fetch/dashboard/code/detail', { query: video.code }))
      pointsArrived = lookup.scanned && lookup.email === session.email && (await newestPointRecord(club.origin, session)) > before
    }
    const marks = await page.evaluate((name) => performance.getEntriesByName(name).map((mark) => (mark as PerformanceMark).detail as FrameMarkDetail), FRAME_MARK)
    const frames = marks.map(({ reading, accepted }) => ({ code: reading?.code ?? null, sure: reading?.sure ?? false, accepted }))
    const wrongSent = sent.some((s) => s.code !== video.code)
    return { family: video.family, seed: video.seed, code: video.code, outcome: outcomeOf(end, dialog, wrongSent), ms, sent, wrongSent, dialog, pointsArrived, frames }
  } finally {
    await browser.close()
  }
}

/**
 * The frames in short: R for the filmed code, a, b, … for each other code in the order they came,
 * - for none; * marks a sure reading, + one the voter accepted.
 */
function framesInShort({ code, frames }: VideoResult): string {
  const others: string[] = []
  const letter = (read: string) => {
    if (read === code) return 'R'
    if (!others.includes(read)) others.push(read)
    return String.fromCharCode(97 + others.indexOf(read))
  }
  return frames.map((f) => (f.code === null ? '-' : `${letter(f.code)}${f.sure ? '*' : ''}${f.accepted ? '+' : ''}`)).join(' ')
}

/** The nearest-rank percentile; a video not credited counts as never (Infinity). */
function percentile(sortedMs: number[], p: number): number {
  return sortedMs[Math.max(0, Math.ceil(p * sortedMs.length) - 1)] ?? Infinity
}

checkTools()
await mkdir(cacheDir, { recursive: true })
const club = await startClub('scan-bench', { port: await freePort({ from: portFrom!, to: portTo! }), dataParent: cacheDir })
try {
  const admin = await adminApi(club.origin)
  const wanted = families.flatMap((family) => Array.from({ length: perFamily }, (_, i) => ({ family, seed: i + 1 })))
  const codes = await freshCodes(admin, wanted.length)
  const session = await newMember(club)
  process.stdout.write(`Rendering ${wanted.length} videos into ${path.relative(repo, cacheDir)}... `)
  await forgetLastRunsVideos()
  const videos: Video[] = []
  for (const [i, w] of wanted.entries()) videos.push(await renderVideo(w.family, w.seed, codes[i]!))
  console.log('done')

  const results: VideoResult[] = []
  console.log(`${'family'.padEnd(13)} ${'seed'.padStart(4)}  ${'code'.padEnd(10)}  ${'outcome'.padEnd(15)} ${'ms'.padStart(6)}  sent / dialog`)
  for (const video of videos) {
    const r = await scanVideo(club, admin, session, video)
    results.push(r)
    const sentCodes = r.sent.map((s) => `${s.code}${s.code === r.code ? '' : ' (wrong)'} ${s.status ?? '-'}`).join(', ')
    const shownCode = r.dialog?.shownCode ? ` [shown: ${r.dialog.shownCode}, ${r.dialog.shownCode === r.code ? 'right' : 'WRONG'}]` : ''
    const dialog = r.dialog ? `"${r.dialog.title}": ${r.dialog.text}${shownCode}` : ''
    const note = [sentCodes, dialog, r.pointsArrived === false ? 'POINTS NOT FOUND' : '', `frames: ${framesInShort(r)}`].filter(Boolean).join(' | ')
    console.log(`${r.family.padEnd(13)} ${String(r.seed).padStart(4)}  ${r.code}  ${r.outcome.padEnd(15)} ${String(r.ms).padStart(6)}  ${note}`)
  }

  const creditedMs = results.map((r) => (r.outcome === 'credited' && r.pointsArrived ? r.ms : Infinity)).sort((a, b) => a - b)
  const count = (outcome: Outcome) => results.filter((r) => r.outcome === outcome).length
  const summary = {
    videos: results.length,
    credited: creditedMs.filter(Number.isFinite).length,
    wrongSent: results.filter((r) => r.wrongSent).length,
    confirmAsked: count('confirm asked'),
    errors: count('error'),
    timeouts: count('timeout'),
    medianMs: percentile(creditedMs, 0.5),
    p90Ms: percentile(creditedMs, 0.9),
    targetsMet: false,
  }
  summary.targetsMet = summary.wrongSent <= TARGETS.wrongSent && summary.medianMs <= TARGETS.medianMs && summary.p90Ms <= TARGETS.p90Ms
  const ms = (x: number) => (Number.isFinite(x) ? `${x} ms` : 'never (not credited)')
  console.log(
    `${summary.videos} videos: ${summary.credited} credited, ${summary.wrongSent} with a wrong code sent, ${summary.confirmAsked} confirmations asked, ${summary.errors} other errors, ${summary.timeouts} timeouts (${timeoutMs} ms)`,
  )
  if (codeBox) console.log(`the code box reads ${codeBox.width}x${codeBox.height} px of the ${codeBox.frame} frame (a print wider than that is not read whole)`)
  console.log(`time to credit: median ${ms(summary.medianMs)}, p90 ${ms(summary.p90Ms)}`)
  console.log(`targets (wrong codes sent ${TARGETS.wrongSent}, median <= ${TARGETS.medianMs} ms, p90 <= ${TARGETS.p90Ms} ms): ${summary.targetsMet ? 'met' : 'NOT met'}`)
  // JSON has no Infinity: a percentile that is "never" is null.
  const finite = (x: number) => (Number.isFinite(x) ? x : null)
  console.log(
    JSON.stringify({
      chromium: chromiumVersion,
      cpus: os.cpus().length,
      codeBox: codeBox ?? null,
      timeoutMs,
      targets: TARGETS,
      summary: { ...summary, medianMs: finite(summary.medianMs), p90Ms: finite(summary.p90Ms) },
      videos: results,
    }),
  )
} finally {
  await club.stop()
}
