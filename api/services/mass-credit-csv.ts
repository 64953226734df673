import { createHash } from 'node:crypto'
import {
  isEmail,
  isFormula,
  MASS_CREDIT_COLUMNS,
  MAX_DESCRIPTION_LENGTH,
  MAX_MASS_CREDIT_BYTES,
  MAX_MASS_CREDIT_ROWS,
  type MassCreditType,
  parsePoints,
  type RowProblem,
} from '../../domain/mass-credit.ts'
import type { FormFile } from '../../domain/uploads.ts'
import { ApiError } from '../http/api-error.ts'
import { readCsvUpload } from './csv-upload.ts'

/** One line of a mass-credit file as read: what it credits, or why it cannot. */
export interface ParsedRow {
  line: number
  email: string
  description: string
  points: number
  problem: RowProblem | null
}

export interface MassCreditRequest {
  type: MassCreditType
  /** A campaign's title and points; a refund's come from each line. */
  title: string | null
  points: number | null
}

export interface ParsedFile {
  rows: ParsedRow[]
  /** A digest of the request and the file's bytes: the same upload twice has the same one. */
  fingerprint: string
}

/**
 * Reads a mass-credit CSV with papaparse (a BOM, CRLF and quoted commas accepted). The whole file is
 * refused only when it is not this type's CSV at all (not text, too large, empty, other columns);
 * a faulty line becomes a rejected row with its problem, listed by line in the check and the error
 * file. A campaign credits each email once: a repeat in the file is rejected. Refund lines may
 * repeat an email (two orders refunded).
 */
export async function readMassCreditCsv(file: FormFile, request: MassCreditRequest): Promise<ParsedFile> {
  const { bytes, records, lines: lineOf } = await readCsvUpload(file, { maxBytes: MAX_MASS_CREDIT_BYTES, notCsv: 'fileTypeNotAllowed', tooLarge: 'massCreditCsvTooLarge' })
  const fingerprint = createHash('sha256').update(JSON.stringify(request)).update('\n').update(bytes).digest('hex')
  const [header, ...lines] = records
  if (!header) throw new ApiError(422, 'massCreditCsvEmpty')
  const columns = MASS_CREDIT_COLUMNS[request.type]
  const names = header.map((cell) => cell.trim().toLowerCase())
  if (names.length !== columns.length || names.some((name, i) => name !== columns[i])) throw new ApiError(422, 'massCreditCsvColumns')
  if (lines.length === 0) throw new ApiError(422, 'massCreditCsvEmpty')
  if (lines.length > MAX_MASS_CREDIT_ROWS) throw new ApiError(413, 'massCreditCsvTooLarge')

  // Papaparse skips blank lines, so each row's line in the file comes from where it starts.
  const seen = new Set<string>()
  const rows = lines.map((cells, i): ParsedRow => {
    const line = lineOf[i + 1] ?? i + 2
    const email = (cells[0] ?? '').trim().toLowerCase()
    const description = request.type === 'campaign' ? request.title! : (cells[1] ?? '').trim()
    const pointsCell = request.type === 'campaign' ? String(request.points) : (cells[2] ?? '').trim()
    const points = parsePoints(pointsCell)
    const row = { line, email, description, points: points ?? 0 }
    const problem = ((): RowProblem | null => {
      if (cells.length !== columns.length) return 'columnsWrong'
      if (isFormula(email) || (request.type === 'refund' && isFormula(description))) return 'formulaCell'
      if (!isEmail(email)) return 'emailInvalid'
      if (points === undefined) return 'pointsInvalid'
      if (!description || description.length > MAX_DESCRIPTION_LENGTH) return 'descriptionInvalid'
      if (request.type === 'campaign' && seen.has(email)) return 'duplicateInFile'
      return null
    })()
    if (!problem) seen.add(email)
    return { ...row, problem }
  })
  return { rows, fingerprint }
}
