// Code lines as the reader prepares them (code-line.ts), written for the line-model trial
// (scripts/ocr-training/line-model/, decision 177):
//
//   npx tsx scripts/ocr-training/dump-code-lines.ts synth SEED COUNT OUT   made-up lines (synth-code-line.ts)
//   npx tsx scripts/ocr-training/dump-code-lines.ts crops DIR OUT          DIR/labels.csv's crops (file,code,style)
//
// Each record: its width (u16), its style's length (u16), the code's 10 symbol values, the style,
// then LINE_ROWS rows of `width` gray pixels: the rows around the cap, across the cells with
// MARGIN pixels either side. A crop with no line has width 0 and no pixels, so it still counts.
// For crops, OUT.cells.json also holds the glyph classifier's per-cell likelihoods (null without
// a line), for reading the two together.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { CODE_ALPHABET } from '../../domain/unique-code.ts'
import { type CodeLine, codeLine } from '../../web/features/scan/ocr/code-line.ts'
import { grayFromRgba } from '../../web/features/scan/ocr/gray-image.ts'
import { cellLikelihoods } from '../../web/features/scan/ocr/read-code-by-glyphs.ts'
import { seeded } from './seeded-random.ts'
import { synthCodeLine } from './synth-code-line.ts'

/** Rows kept: from 6 above the cap top, so a 20-row cap sits with room above and below. */
const LINE_ROWS = 32
const ABOVE_CAP = 6
const MARGIN = 10

function record(line: CodeLine | null, code: string, style: string): Buffer {
  const left = line ? Math.max(0, line.cells[0]!.left - MARGIN) : 0
  const width = line ? Math.min(line.image.width, line.cells.at(-1)!.right + MARGIN) - left : 0
  const head = Buffer.alloc(14)
  head.writeUInt16LE(width, 0)
  head.writeUInt16LE(Buffer.byteLength(style), 2)
  for (let i = 0; i < code.length; i += 1) head[4 + i] = CODE_ALPHABET.indexOf(code[i]!)
  const pixels = Buffer.alloc(width * LINE_ROWS, 255)
  if (line) {
    const { image } = line
    for (let y = 0; y < LINE_ROWS; y += 1) {
      const row = line.capTop - ABOVE_CAP + y
      if (row < 0 || row >= image.height) continue
      for (let x = 0; x < width; x += 1) pixels[y * width + x] = image.data[row * image.width + left + x]!
    }
  }
  return Buffer.concat([head, Buffer.from(style), pixels])
}

const [mode, ...args] = process.argv.slice(2)
if (mode === 'synth') {
  const [seed, count, out] = args
  const random = seeded(Number(seed))
  const records = Array.from({ length: Number(count) }, () => {
    const { gray, code } = synthCodeLine(random)
    return record(codeLine(gray), code, 'synth')
  })
  await writeFile(out!, Buffer.concat(records))
} else if (mode === 'crops') {
  const [dir, out] = args
  const [, ...rows] = (await readFile(path.join(dir!, 'labels.csv'), 'utf8')).trim().split(/\r?\n/)
  const records: Buffer[] = []
  const cells: (number[][] | null)[] = []
  for (const row of rows) {
    const [file = '', code = '', style = ''] = row.split(',')
    const { data, info } = await sharp(path.join(dir!, file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const gray = grayFromRgba(data, info.width, info.height)
    const line = codeLine(gray)
    records.push(record(line, code, style))
    cells.push(line && cellLikelihoods(line).map((p) => [...p]))
  }
  await writeFile(out!, Buffer.concat(records))
  await writeFile(`${out}.cells.json`, JSON.stringify(cells))
} else {
  throw new Error('usage: dump-code-lines.ts synth SEED COUNT OUT | crops DIR OUT')
}
