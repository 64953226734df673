// Made-up code lines (synth-code-line.ts) as the reader prepares them (code-line.ts), written for
// training the line model (scripts/ocr-training/line-model/, decisions 177 and 178):
//
//   npx tsx scripts/ocr-training/dump-code-lines.ts SEED COUNT OUT [--worn]
//
// --worn: the second line model's material, its dot printers worse (synth-code-line.ts).
//
// Each record: its width (u16), the code's 10 symbol values, then the rows the line model reads
// (lineRows in line-model.ts: LINE_ROWS of `width` gray pixels). A line the reader cannot prepare
// has width 0 and no pixels.
import { writeFile } from 'node:fs/promises'
import { CODE_ALPHABET } from '../../domain/unique-code.ts'
import { codeLine } from '../../web/features/scan/ocr/code-line.ts'
import type { GrayImage } from '../../web/features/scan/ocr/gray-image.ts'
import { lineRows } from '../../web/features/scan/ocr/line-model.ts'
import { seeded } from './seeded-random.ts'
import { synthCodeLine } from './synth-code-line.ts'

function record(gray: GrayImage, code: string): Buffer {
  const line = codeLine(gray)
  const rows = line && lineRows(line)
  const head = Buffer.alloc(12)
  head.writeUInt16LE(rows?.width ?? 0, 0)
  for (let i = 0; i < code.length; i += 1) head[2 + i] = CODE_ALPHABET.indexOf(code[i]!)
  return Buffer.concat([head, rows ? Buffer.from(rows.data) : Buffer.alloc(0)])
}

const [seed, count, out, flag] = process.argv.slice(2)
if (!out || (flag !== undefined && flag !== '--worn')) throw new Error('usage: dump-code-lines.ts SEED COUNT OUT [--worn]')
const random = seeded(Number(seed))
const records = Array.from({ length: Number(count) }, () => {
  const { gray, code } = synthCodeLine(random, flag ? 'worn' : 'standard')
  return record(gray, code)
})
await writeFile(out, Buffer.concat(records))
