// The glyph readers alone (readCodeByGlyphs: the line model and the glyph classifier together) on a
// folder of labelled crops, in Node, in a minute or two: the quick check while changing their
// training material or the line they are given (bench:ocr measures the whole reader, tesseract
// too, in Chromium, in minutes).
//
//   npx tsx scripts/ocr-training/eval-glyph-classifier.ts DIR [--answers FILE]   (DIR/labels.csv: file,code,style)
//
// Prints, per style and overall, the share of crops whose likeliest valid code is right, the
// shares right and wrong among codes held with at least each share of the likelihood (the
// posterior the reader's thresholds in read-certainty.ts apply to), and among codes the glyph
// readers are sure of (what they send alone). --answers FILE also writes each crop's code,
// posterior and sureness (CSV, one line a crop), to join on `file` with the printers.csv that
// print-families.py writes: which prints a trial training reads better or worse.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { csvRows } from '../../api/services/csv.ts'
import { grayFromRgba } from '../../web/features/scan/ocr/gray-image.ts'
import { readCodeByGlyphs } from '../../web/features/scan/ocr/read-code-by-glyphs.ts'

const POSTERIORS = [0.5, 0.9, 0.99, 0.998]

/** One crop's label and the glyph readers' reading of it. */
interface Read {
  file: string
  code: string
  style: string
  read: string
  posterior: number
  sure: boolean
}
const { positionals, values } = parseArgs({ allowPositionals: true, options: { answers: { type: 'string' } } })
const dir = positionals[0]
if (!dir) throw new Error('usage: eval-glyph-classifier.ts DIR [--answers FILE] (a folder with labels.csv: file,code,style)')

const [, ...lines] = (await readFile(path.join(dir, 'labels.csv'), 'utf8')).trim().split(/\r?\n/)
const reads: Read[] = []
const right = (r: Read) => r.read === r.code
for (const line of lines) {
  const [file = '', code = '', style = ''] = line.split(',')
  const { data, info } = await sharp(path.join(dir, file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const picked = readCodeByGlyphs(grayFromRgba(data, info.width, info.height))
  reads.push({ file, code, style, read: picked?.code ?? '', posterior: picked?.posterior ?? 0, sure: picked?.sure ?? false })
}
if (values.answers) await writeFile(values.answers, csvRows(['file', 'code', 'style', 'read', 'posterior', 'sure'], reads.map((r) => [r.file, r.code, r.style, r.read, r.posterior.toFixed(4), Number(r.sure)])))

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`.padStart(7)
const styles = [...new Set(reads.map((r) => r.style)), 'overall']
// The codes held: from each posterior, and those the glyph readers are sure of.
type Held = [name: string, holds: (r: Read) => boolean]
const HELD: Held[] = [...POSTERIORS.map((p): Held => [`>= ${p}`, (r) => r.posterior >= p]), ['sure', (r) => r.sure]]
console.log(`${''.padEnd(14)} ${'n'.padStart(4)}  top-1 | ${HELD.map(([name]) => `${name}: right   wrong`.padStart(23)).join(' | ')}`)
for (const style of styles) {
  const of = reads.filter((r) => style === 'overall' || r.style === style)
  const cells = HELD.map(([, holds]) => {
    const held = of.filter(holds)
    return `${pct(held.filter(right).length, of.length)} ${pct(held.filter((r) => !right(r)).length, of.length)}`.padStart(23)
  })
  console.log(`${style.padEnd(14)} ${String(of.length).padStart(4)} ${pct(of.filter(right).length, of.length)} | ${cells.join(' | ')}`)
}
