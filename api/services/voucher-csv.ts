import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import Papa from 'papaparse'
import type { FormFile } from '../../domain/uploads.ts'
import { type CsvProblem, MAX_LISTED_PROBLEMS, MAX_VOUCHER_CSV_BYTES, MAX_VOUCHER_UPLOAD, VOUCHER_CODE_PATTERN } from '../../domain/vouchers.ts'
import type { Database } from '../db/connection.ts'
import { existingCodes } from '../db/vouchers.ts'
import { ApiError } from '../http/api-error.ts'

export interface VoucherCsv {
  codes: string[]
  /** The line of each code. */
  lines: number[]
  /** Lines that cannot be imported, in file order (all of them; answers list the first few). */
  problems: CsvProblem[]
}

/** The template the back office offers (spec 3 §5 "a template is downloadable"). */
export const VOUCHER_CSV_TEMPLATE = 'code\r\nSHOPEE-5A7K2Q\r\nGRAB-9XK2M4\r\n'

// Bytes a text CSV never holds (control characters other than tab and line ends); a file with
// them is not a CSV, whatever its name says.
const isBinary = (text: string) =>
  [...text].some((ch) => {
    const code = ch.charCodeAt(0)
    return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d
  })

/**
 * Reads a voucher CSV as a stream with papaparse: one column named `code` (a BOM, quoted fields and
 * CRLF accepted), each code checked against the pattern (no formulas, no spaces, at most 40
 * characters) and against the codes before it in the file.
 * The whole file is refused (413/415/422) only when it is not a voucher CSV at all; faults of single
 * lines are listed, so the admin can fix them all at once.
 */
export async function readVoucherCsv(file: FormFile): Promise<VoucherCsv> {
  if (!/\.csv$/i.test(file.name)) throw new ApiError(415, 'fileTypeNotAllowed')
  if (file.size > MAX_VOUCHER_CSV_BYTES) throw new ApiError(413, 'fileTooLarge')

  const codes: string[] = []
  const lines: number[] = []
  const problems: CsvProblem[] = []
  const seen = new Set<string>()
  let row = 0
  let headerChecked = false

  // A form's file is a Blob on Node as in the browser: read as a stream, never whole.
  const source = Readable.fromWeb((file as unknown as Blob).stream() as NodeWebStream<Uint8Array>)
  source.setEncoding('utf8')
  let refusal: ApiError | undefined
  const takeRow = (cells: string[]): ApiError | undefined => {
    row++
    if (!headerChecked) {
      headerChecked = true
      const header = cells.map((cell) =>
        cell
          .replace(/^\uFEFF/, '')
          .trim()
          .toLowerCase(),
      )
      return header.length !== 1 || header[0] !== 'code' ? new ApiError(422, 'voucherCsvColumns') : undefined
    }
    const code = (cells[0] ?? '').trim()
    if (isBinary(cells.join(''))) return new ApiError(415, 'fileTypeNotAllowed')
    if (cells.length !== 1 || !VOUCHER_CODE_PATTERN.test(code)) problems.push({ line: row, problem: 'codeInvalid' })
    else if (seen.has(code)) problems.push({ line: row, problem: 'duplicateInFile' })
    else {
      seen.add(code)
      codes.push(code)
      lines.push(row)
    }
    return codes.length + problems.length > MAX_VOUCHER_UPLOAD ? new ApiError(413, 'voucherCsvTooLarge') : undefined
  }
  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[]>(source, {
      skipEmptyLines: 'greedy',
      step: (result, parser) => {
        refusal ??= takeRow(result.data)
        if (refusal) parser.abort()
      },
      complete: () => resolve(),
      error: (error) => reject(error),
    })
  }).finally(() => source.destroy())
  if (refusal) throw refusal
  if (!headerChecked) throw new ApiError(422, 'voucherCsvEmpty')
  if (codes.length === 0 && problems.length === 0) throw new ApiError(422, 'voucherCsvEmpty')

  return { codes, lines, problems }
}

/** The CSV with the codes the club already holds (uploaded before, or made for a milestone) moved to its problems. */
export async function withoutHeldCodes(db: Database, csv: VoucherCsv): Promise<VoucherCsv> {
  const held = await existingCodes(db, csv.codes)
  if (held.size === 0) return csv
  const kept: VoucherCsv = {
    codes: [],
    lines: [],
    problems: [...csv.problems],
  }
  csv.codes.forEach((code, i) => {
    if (held.has(code)) kept.problems.push({ line: csv.lines[i]!, problem: 'codeExists' })
    else {
      kept.codes.push(code)
      kept.lines.push(csv.lines[i]!)
    }
  })
  kept.problems.sort((a, b) => a.line - b.line)
  return kept
}

/** The refusal of an upload with faulty lines: the first few, each with its line, in `fields`. */
export function csvRefusal(problems: CsvProblem[]): ApiError {
  return new ApiError(422, 'voucherCsvInvalid', {
    fields: problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => ({ path: `line ${p.line}`, code: p.problem })),
  })
}
