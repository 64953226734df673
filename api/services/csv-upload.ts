import Papa from 'papaparse'
import type { ErrorCode } from '../../domain/errors.ts'
import type { FormFile } from '../../domain/uploads.ts'
import { ApiError } from '../http/api-error.ts'

/** An uploaded CSV as read: its bytes, and its records with the line where each starts. */
export interface CsvUpload {
  bytes: Uint8Array
  /** Non-blank records, the header first. */
  records: string[][]
  /** The line in the file where each record starts, in the same order. */
  lines: number[]
}

// Control characters other than tab and line ends: a file with them is not a text CSV.
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/

/**
 * Reads an uploaded CSV with papaparse (a BOM, CRLF, quoted commas and multi-line cells accepted),
 * checked by content: a `.csv` name, at most `maxBytes`, UTF-8 text. Blank lines are skipped.
 */
export async function readCsvUpload(file: FormFile, rule: { maxBytes: number; notCsv: ErrorCode; tooLarge: ErrorCode }): Promise<CsvUpload> {
  if (!/\.csv$/i.test(file.name)) throw new ApiError(415, rule.notCsv)
  if (file.size > rule.maxBytes) throw new ApiError(413, rule.tooLarge)
  const bytes = new Uint8Array(await (file as unknown as Blob).arrayBuffer())
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ApiError(415, rule.notCsv)
  }
  if (BINARY.test(text)) throw new ApiError(415, rule.notCsv)
  text = text.replace(/^\uFEFF/, '')
  return { bytes, records: Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data, lines: lineNumbers(text) }
}

/**
 * The line in the file where each non-blank record starts (quoted fields may span lines), in the
 * order papaparse returns them.
 */
function lineNumbers(text: string): number[] {
  const starts: number[] = []
  let line = 1
  let quoted = false
  let blank = true
  let recordLine = 1
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (ch === '"') quoted = !quoted
    if (!quoted && (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n'))) {
      if (!blank) starts.push(recordLine)
      line++
      recordLine = line
      blank = true
      continue
    }
    if (ch === '\n') line++
    // Papaparse's greedy skip drops records whose fields are all blank (`,,`): so does this count.
    if (ch !== ',' && ch !== '"' && ch.trim() !== '') blank = false
  }
  if (!blank) starts.push(recordLine)
  return starts
}
