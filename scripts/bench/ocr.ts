// npm run bench:ocr [-- --dir DIR]: the app's in-browser code reader (web/features/scan/ocr,
// production-built by Vite with the bench page beside this file) against plain tesseract.js
// (whitelist and single-line mode, no preprocessing) in the same headless Chromium run, over every
// crop in DIR/labels.csv (file,code,style). Prints per style and overall the read rate (exact
// match), wrong-code rate, no-read rate, mean and p95 ms per crop, then one JSON line.
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { build } from 'vite'
import type { BenchAnswer, OcrBenchPage } from './ocr-page/ocr-page.ts'

const repo = fileURLToPath(new URL('../../', import.meta.url))
const { values } = parseArgs({ options: { dir: { type: 'string', default: path.resolve(repo, '../shared/ocr/dev-crops') } } })
const cropDir = path.resolve(values.dir)
const outDir = path.join(repo, 'node_modules/.cache/kelab-ocr-bench')
const TARGETS = { readRate: 0.95, styleReadRate: 0.85, wrongRate: 0.005, p95Ms: 250 }
// The policy the app's pages are served with (api/http/security-headers.ts), here on every file.
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; connect-src 'self'; img-src 'self' data: blob:"

interface Crop {
  file: string
  code: string
  style: string
}

interface Figures {
  crops: number
  readRate: number
  wrongRate: number
  noReadRate: number
  meanMs: number
  p95Ms: number
}

async function readLabels(): Promise<Crop[]> {
  const [header, ...lines] = (await readFile(path.join(cropDir, 'labels.csv'), 'utf8')).trim().split(/\r?\n/)
  if (header !== 'file,code,style') throw new Error(`${cropDir}/labels.csv: expected the header file,code,style`)
  return lines.map((line) => {
    const [file = '', code = '', style = ''] = line.split(',')
    return { file, code, style }
  })
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

function figures(crops: Crop[], answers: BenchAnswer[]): Figures {
  const n = crops.length
  const read = crops.filter((c, i) => answers[i]?.code === c.code).length
  const wrong = crops.filter((c, i) => answers[i]?.code && answers[i]?.code !== c.code).length
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b)
  const round = (x: number, places: number) => Number(x.toFixed(places))
  return {
    crops: n,
    readRate: round(read / n, 4),
    wrongRate: round(wrong / n, 4),
    noReadRate: round((n - read - wrong) / n, 4),
    meanMs: round(ms.reduce((a, b) => a + b, 0) / n, 1),
    p95Ms: round(ms[Math.min(n - 1, Math.ceil(n * 0.95) - 1)] ?? 0, 1),
  }
}

function byStyle(crops: Crop[], answers: BenchAnswer[]) {
  const styles = [...new Set(crops.map((c) => c.style))]
  const pick = (style: string) => crops.flatMap((c, i) => (c.style === style ? [i] : []))
  return Object.fromEntries(
    styles.map((style) => {
      const at = pick(style)
      return [style, figures(at.map((i) => crops[i]!), at.map((i) => answers[i]!))]
    }),
  ) as Record<string, Figures>
}

const crops = await readLabels()
process.stdout.write(`Building the bench page into ${path.relative(repo, outDir)}... `)
await buildPage()
const server = await serve()
const { port } = server.address() as AddressInfo
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] })
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

  const app: BenchAnswer[] = []
  const plain: BenchAnswer[] = []
  for (const [i, crop] of crops.entries()) {
    const url = `/crops/${encodeURIComponent(crop.file)}`
    // Alternating per crop, so both readers see the same machine load.
    app.push(await page.evaluate((u) => (window as unknown as { ocrBench: OcrBenchPage }).ocrBench.readApp(u), url))
    plain.push(await page.evaluate((u) => (window as unknown as { ocrBench: OcrBenchPage }).ocrBench.readPlain(u), url))
    if ((i + 1) % 30 === 0) process.stdout.write(`\r${i + 1}/${crops.length} crops`)
  }
  process.stdout.write('\r')
  if (problems.length) console.log(`page errors:\n  ${problems.join('\n  ')}`)

  const result = {
    dir: cropDir,
    chromium: browser.version(),
    cpus: os.cpus().length,
    startMs: { app: Math.round(start.appMs), plain: Math.round(start.plainMs) },
    app: { overall: figures(crops, app), styles: byStyle(crops, app) },
    plain: { overall: figures(crops, plain), styles: byStyle(crops, plain) },
    ratio: {} as Record<string, { readRate: number | null; meanMs: number }>,
    targetsMet: false,
  }
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

  const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(7)
  const ms = (x: number) => x.toFixed(0).padStart(6)
  const cells = (f: Figures) => `${pct(f.readRate)} ${pct(f.wrongRate)} ${pct(f.noReadRate)} ${ms(f.meanMs)} ${ms(f.p95Ms)}`
  console.log(`${crops.length} crops from ${cropDir}, Chromium ${result.chromium}, ${result.cpus} cores`)
  console.log(`${''.padEnd(15)} ${'n'.padStart(4)} | app:   read   wrong    none   mean    p95 | plain: read   wrong    none   mean    p95 | read x  time x`)
  const row = (name: string, a: Figures, p: Figures, r: { readRate: number | null; meanMs: number }) =>
    console.log(`${name.padEnd(15)} ${String(a.crops).padStart(4)} |   ${cells(a)} |   ${cells(p)} | ${String(r.readRate ?? '-').padStart(6)} ${String(r.meanMs).padStart(7)}`)
  for (const style of Object.keys(result.app.styles)) row(style, result.app.styles[style]!, result.plain.styles[style]!, result.ratio[style]!)
  row('overall', result.app.overall, result.plain.overall, result.ratio.overall)
  console.log(
    `targets (read >= ${pct(TARGETS.readRate).trim()} overall and >= ${pct(TARGETS.styleReadRate).trim()} per style, wrong <= ${pct(TARGETS.wrongRate).trim()}, p95 <= ${TARGETS.p95Ms} ms): ${result.targetsMet ? 'met' : 'NOT met'}`,
  )
  console.log(JSON.stringify(result))
} finally {
  await browser.close()
  server.close()
}
