// npm run bench:ocr [-- --dir DIR] [--frames K] [--answers FILE] [--readings FILE] [--only FILE,...]: the app's in-browser code reader (web/features/scan/ocr,
// production-built by Vite with the bench page beside this file) over every crop in DIR/labels.csv
// (file,code,style), in the same headless Chromium run.
// - Single frame (default): against plain tesseract.js (whitelist and single-line mode, no
//   preprocessing). Prints per style and overall the read rate (the reader's code is right, sure
//   or doubtful), wrong-code rate (its code is wrong), no-read rate, the share read sure (sent
//   from this one crop) and sure but wrong, mean and p95 ms per crop.
// - --frames K: K jittered copies of each crop (the hand and the light moving, fresh sensor noise)
//   go through the camera's own frame voter (web/features/scan/frame-voter.ts); prints per style
//   what the camera would send: the right code, a wrong one, or none (and whether it would ask the
//   member about a doubtful code instead), the frames and reading time it took; and of the wrong
//   codes it would ask about, how many have every misread symbol marked for the member to check;
//   then each crop it would send wrong, by name.
// - --answers FILE: also writes each crop's answer to FILE (CSV, one line a crop), to join with the
//   printers.csv that scripts/ocr-heldout/print-families.py writes beside its labels.
// - --readings FILE (with --frames): reads all K frames of every crop, on past the one that sent a
//   code, and writes every frame's reading to FILE (JSON), to replay rules for the frame voter on.
// - --only FILE[,FILE]: reads only the named crops, each with the jitter it has in the whole run
//   (a crop's frames are seeded by its line in labels.csv), to look again at one a run sent wrong.
// Last line: one JSON object.
import { createReadStream } from 'node:fs'
import { readFile, stat, writeFile } from 'node:fs/promises'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { build } from 'vite'
import { type CsvValue, csvRows } from '../../api/services/csv.ts'
import type { BenchAnswer, FramesAnswer, OcrBenchPage } from './ocr-page/ocr-page.ts'

const repo = fileURLToPath(new URL('../../', import.meta.url))
const { values } = parseArgs({ options: { dir: { type: 'string', default: path.resolve(repo, '../shared/ocr/dev-crops') }, frames: { type: 'string' }, answers: { type: 'string' }, readings: { type: 'string' }, only: { type: 'string' } } })
const frames = values.frames === undefined ? 0 : Number(values.frames)
if (values.frames !== undefined && !(Number.isInteger(frames) && frames >= 1)) throw new Error('--frames takes a whole number of frames, 1 or more')
if (values.readings !== undefined && !frames) throw new Error('--readings goes with --frames: it writes every frame read')
const cropDir = path.resolve(values.dir)
const outDir = path.join(repo, 'node_modules/.cache/kelab-ocr-bench')
const TARGETS = { readRate: 0.95, styleReadRate: 0.85, wrongRate: 0.005, p95Ms: 250 }
// The policy the app's pages are served with (api/http/security-headers.ts), here on every file.
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; connect-src 'self'; img-src 'self' data: blob:"

interface Crop {
  file: string
  code: string
  style: string
  /** Seeds the crop's jittered frames: its line in labels.csv, so --only leaves them as they were. */
  seed: number
}

interface Figures {
  crops: number
  readRate: number
  wrongRate: number
  noReadRate: number
  sureRate: number
  sureWrongRate: number
  meanMs: number
  p95Ms: number
}

interface FramesFigures {
  crops: number
  sentRight: number
  sentWrong: number
  /** Of the wrong codes sent, how many one sure reading sent (the rest, two readers agreeing across frames). */
  sentWrongSure: number
  askedRight: number
  askedWrong: number
  /** Of the wrong codes asked about, how many had every misread symbol marked for the member to check. */
  askedWrongMarked: number
  /** Symbols marked on a code asked about, on average. */
  meanMarked: number
  none: number
  meanFrames: number
  meanMs: number
  p90Ms: number
}

/** With --answers, each crop's answer beside its label, one line a crop. */
async function writeAnswers(columns: string[], answer: (i: number) => CsvValue[]) {
  if (values.answers) await writeFile(values.answers, csvRows(['file', 'code', 'style', ...columns], crops.map((c, i) => [c.file, c.code, c.style, ...answer(i)])))
}

async function readLabels(): Promise<Crop[]> {
  const [header, ...lines] = (await readFile(path.join(cropDir, 'labels.csv'), 'utf8')).trim().split(/\r?\n/)
  if (header !== 'file,code,style') throw new Error(`${cropDir}/labels.csv: expected the header file,code,style`)
  const only = values.only?.split(',')
  const crops = lines.map((line, index) => {
    const [file = '', code = '', style = ''] = line.split(',')
    return { file, code, style, seed: index + 1 }
  })
  const missing = only?.filter((file) => !crops.some((c) => c.file === file)) ?? []
  if (missing.length) throw new Error(`--only: no such crop in ${cropDir}/labels.csv: ${missing.join(', ')}`)
  return only ? crops.filter((c) => only.includes(c.file)) : crops
}

async function buildPage() {
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./ocr-page/', import.meta.url)),
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 8192 },
  })
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gz': 'application/gzip',
}

/** The built page at /, the crops at /crops/, on a free loopback port. */
function serve(): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const [root, relative] = url.pathname.startsWith('/crops/') ? [cropDir, url.pathname.slice('/crops/'.length)] : [outDir, url.pathname.slice(1) || 'index.html']
    const file = path.join(root, decodeURIComponent(relative))
    const found = file.startsWith(root) && (await stat(file).then((s) => s.isFile(), () => false))
    if (!found) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-security-policy': CSP })
    createReadStream(file).pipe(response)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const round = (x: number, places: number) => Number(x.toFixed(places))
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0

function figures(crops: Crop[], answers: BenchAnswer[]): Figures {
  const n = crops.length
  const count = (test: (crop: Crop, answer: BenchAnswer) => boolean) => crops.filter((c, i) => test(c, answers[i]!)).length / n
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b)
  const read = count((c, a) => a.code === c.code)
  const wrong = count((c, a) => a.code !== null && a.code !== c.code)
  return {
    crops: n,
    readRate: round(read, 4),
    wrongRate: round(wrong, 4),
    noReadRate: round(1 - read - wrong, 4),
    sureRate: round(count((c, a) => a.sure && a.code === c.code), 4),
    sureWrongRate: round(count((c, a) => a.sure && a.code !== c.code), 4),
    meanMs: round(ms.reduce((a, b) => a + b, 0) / n, 1),
    p95Ms: round(percentile(ms, 0.95), 1),
  }
}

/** The camera sent a code, and not the crop's. */
const sentWrong = (crop: Crop, answer: FramesAnswer) => answer.sent !== null && answer.sent !== crop.code

function framesFigures(crops: Crop[], answers: FramesAnswer[]): FramesFigures {
  const n = crops.length
  const count = (test: (crop: Crop, answer: FramesAnswer) => boolean) => crops.filter((c, i) => test(c, answers[i]!)).length
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b)
  return {
    crops: n,
    sentRight: count((c, a) => a.sent === c.code),
    sentWrong: count(sentWrong),
    sentWrongSure: count((c, a) => a.sure && a.sent !== c.code),
    askedRight: count((c, a) => a.asked === c.code),
    askedWrong: count((c, a) => a.asked !== null && a.asked !== c.code),
    askedWrongMarked: count((c, a) => a.asked !== null && a.asked !== c.code && [...a.asked].every((symbol, i) => symbol === c.code[i] || a.askedUnsure.includes(i))),
    meanMarked: round(answers.reduce((sum, a) => sum + (a.asked === null ? 0 : a.askedUnsure.length), 0) / Math.max(1, answers.filter((a) => a.asked !== null).length), 2),
    none: count((_, a) => a.sent === null && a.asked === null),
    meanFrames: round(answers.reduce((sum, a) => sum + a.frames, 0) / n, 2),
    meanMs: round(ms.reduce((a, b) => a + b, 0) / n, 1),
    p90Ms: round(percentile(ms, 0.9), 1),
  }
}

/** Figures for every style and overall, by `summarise`. */
function byStyle<A, F>(crops: Crop[], answers: A[], summarise: (crops: Crop[], answers: A[]) => F): { overall: F; styles: Record<string, F> } {
  const styles = [...new Set(crops.map((c) => c.style))]
  const at = (style: string) => crops.flatMap((c, i) => (c.style === style ? [i] : []))
  return {
    overall: summarise(crops, answers),
    styles: Object.fromEntries(styles.map((style) => [style, summarise(at(style).map((i) => crops[i]!), at(style).map((i) => answers[i]!))])),
  }
}

const crops = await readLabels()
process.stdout.write(`Building the bench page into ${path.relative(repo, outDir)}... `)
await buildPage()
const server = await serve()
const { port } = server.address() as AddressInfo
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] })
const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(7)
const ms = (x: number) => x.toFixed(0).padStart(6)
try {
  const page = await browser.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  await page.goto(`http://127.0.0.1:${port}/`)
  await page.waitForFunction(() => 'ocrBench' in window)
  const start = await page.evaluate(() => (window as unknown as { ocrBench: OcrBenchPage }).ocrBench.start())
  console.log(`engines started: app ${Math.round(start.appMs)} ms, plain ${Math.round(start.plainMs)} ms`)
  const bench: Bench = { dir: cropDir, chromium: browser.version(), cpus: os.cpus().length, startMs: { app: Math.round(start.appMs), plain: Math.round(start.plainMs) } }
  const progress = (i: number) => (i + 1) % 30 === 0 && process.stdout.write(`\r${i + 1}/${crops.length} crops`)
  if (frames) await framesRun(page, bench, progress)
  else await singleFrameRun(page, bench, progress)
  if (problems.length) console.log(`page errors:\n  ${problems.join('\n  ')}`)
} finally {
  await browser.close()
  server.close()
}

type BenchPage = Awaited<ReturnType<typeof browser.newPage>>

/** What every run reports about where it ran. */
interface Bench {
  dir: string
  chromium: string
  cpus: number
  startMs: { app: number; plain: number }
}

async function singleFrameRun(page: BenchPage, bench: Bench, progress: (i: number) => void) {
  const app: BenchAnswer[] = []
  const plain: BenchAnswer[] = []
  for (const [i, crop] of crops.entries()) {
    const url = `/crops/${encodeURIComponent(crop.file)}`
    // Alternating per crop, so both readers see the same machine load.
    app.push(await page.evaluate((u) => (window as unknown as { ocrBench: OcrBenchPage }).ocrBench.readApp(u), url))
    plain.push(await page.evaluate((u) => (window as unknown as { ocrBench: OcrBenchPage }).ocrBench.readPlain(u), url))
    progress(i)
  }
  process.stdout.write('\r')
  await writeAnswers(['read', 'sure', 'ms'], (i) => [app[i]!.code, Number(app[i]!.sure), Math.round(app[i]!.ms)])
  const result = { ...bench, app: byStyle(crops, app, figures), plain: byStyle(crops, plain, figures), ratio: {} as Record<string, { readRate: number | null; meanMs: number }>, targetsMet: false }
  const ratio = (a: Figures, b: Figures) => ({
    readRate: b.readRate ? Number((a.readRate / b.readRate).toFixed(2)) : null,
    meanMs: Number((a.meanMs / Math.max(0.1, b.meanMs)).toFixed(2)),
  })
  result.ratio.overall = ratio(result.app.overall, result.plain.overall)
  for (const style of Object.keys(result.app.styles)) result.ratio[style] = ratio(result.app.styles[style]!, result.plain.styles[style]!)
  const overall = result.app.overall
  result.targetsMet =
    overall.readRate >= TARGETS.readRate &&
    overall.wrongRate <= TARGETS.wrongRate &&
    overall.p95Ms <= TARGETS.p95Ms &&
    Object.values(result.app.styles).every((s) => s.readRate >= TARGETS.styleReadRate)

  const cells = (f: Figures) => `${pct(f.readRate)} ${pct(f.wrongRate)} ${pct(f.noReadRate)} ${pct(f.sureRate)} ${pct(f.sureWrongRate)} ${ms(f.meanMs)} ${ms(f.p95Ms)}`
  const plainCells = (f: Figures) => `${pct(f.readRate)} ${pct(f.wrongRate)} ${ms(f.meanMs)}`
  console.log(`${crops.length} crops from ${cropDir}, Chromium ${result.chromium}, ${result.cpus} cores, one frame each`)
  console.log(`${''.padEnd(15)} ${'n'.padStart(4)} | app:   read   wrong    none    sure sure-wr   mean    p95 | plain: read   wrong   mean | read x  time x`)
  const row = (name: string, a: Figures, p: Figures, r: { readRate: number | null; meanMs: number }) =>
    console.log(`${name.padEnd(15)} ${String(a.crops).padStart(4)} |   ${cells(a)} |   ${plainCells(p)} | ${String(r.readRate ?? '-').padStart(6)} ${String(r.meanMs).padStart(7)}`)
  for (const style of Object.keys(result.app.styles)) row(style, result.app.styles[style]!, result.plain.styles[style]!, result.ratio[style]!)
  row('overall', result.app.overall, result.plain.overall, result.ratio.overall)
  console.log(
    `targets (read >= ${pct(TARGETS.readRate).trim()} overall and >= ${pct(TARGETS.styleReadRate).trim()} per style, wrong <= ${pct(TARGETS.wrongRate).trim()}, p95 <= ${TARGETS.p95Ms} ms): ${result.targetsMet ? 'met' : 'NOT met'}`,
  )
  console.log(JSON.stringify(result))
}

async function framesRun(page: BenchPage, bench: Bench, progress: (i: number) => void) {
  const answers: FramesAnswer[] = []
  for (const [i, crop] of crops.entries()) {
    const url = `/crops/${encodeURIComponent(crop.file)}`
    answers.push(await page.evaluate(([u, k, seed, every]) => (window as unknown as { ocrBench: OcrBenchPage }).ocrBench.readFrames(u, k, seed, every), [url, frames, crop.seed, Boolean(values.readings)] as const))
    progress(i)
  }
  process.stdout.write('\r')
  if (values.readings) await writeFile(values.readings, JSON.stringify(crops.map((c, i) => ({ ...c, readings: answers[i]!.readings }))))
  await writeAnswers(['sent', 'sure', 'asked', 'frames', 'ms'], (i) => {
    const { sent, sure, asked, frames, ms } = answers[i]!
    return [sent, Number(sure), asked, frames, Math.round(ms)]
  })
  // By name: even on a thousand crops they are a handful, and the first prints to look at.
  const sentWrongCrops = crops.flatMap((c, i) => {
    const answer = answers[i]!
    return sentWrong(c, answer) ? [{ file: c.file, style: c.style, code: c.code, sent: answer.sent!, sure: answer.sure }] : []
  })
  const result = { ...bench, frames, camera: byStyle(crops, answers, framesFigures), sentWrongCrops, targetsMet: false }
  result.targetsMet = result.camera.overall.sentWrong === 0
  const share = (x: number, n: number) => pct(x / n)
  console.log(`${crops.length} crops from ${cropDir}, Chromium ${result.chromium}, ${result.cpus} cores, up to ${frames} jittered frames each through the camera's frame voter`)
  console.log(`${''.padEnd(15)} ${'n'.padStart(4)} |  sent: right   wrong (sure) | none, asked: right   wrong | nothing | frames  ms mean  ms p90`)
  const row = (name: string, f: FramesFigures) =>
    console.log(
      `${name.padEnd(15)} ${String(f.crops).padStart(4)} |       ${share(f.sentRight, f.crops)} ${String(f.sentWrong).padStart(7)} ${`(${f.sentWrongSure})`.padStart(6)} |              ${share(f.askedRight, f.crops)} ${String(f.askedWrong).padStart(7)} | ${share(f.none, f.crops)} | ${f.meanFrames.toFixed(2).padStart(6)} ${ms(f.meanMs).padStart(8)} ${ms(f.p90Ms).padStart(7)}`,
    )
  for (const [style, f] of Object.entries(result.camera.styles)) row(style, f)
  row('overall', result.camera.overall)
  const { askedWrong, askedWrongMarked, meanMarked } = result.camera.overall
  console.log(`asked with a wrong code: ${askedWrongMarked} of ${askedWrong} with every misread symbol marked to check first; ${meanMarked} of 10 symbols marked on a code asked, on average`)
  for (const c of sentWrongCrops) console.log(`sent wrong: ${c.file} (${c.style}) ${c.code} sent as ${c.sent}${c.sure ? ', read sure' : ''}`)
  console.log(`target (wrong codes sent: 0): ${result.targetsMet ? 'met' : 'NOT met'} (${result.camera.overall.sentWrong} sent wrong)`)
  console.log(JSON.stringify(result))
}
