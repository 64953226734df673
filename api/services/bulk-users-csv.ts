import { createHash } from 'node:crypto'
import { ACCOUNT_NUMBER_PATTERN } from '../../domain/account-report.ts'
import {
  BULK_USER_COLUMNS,
  BULK_USER_DEFAULTS,
  type BulkUserColumn,
  type BulkUserProblem,
  type BulkUserRow,
  MAX_BULK_USER_BYTES,
  MAX_BULK_USER_ROWS,
  MAX_NAME_LENGTH,
  MAX_STREET_LENGTH,
  PREGNANT_NO,
  PREGNANT_YES,
  REQUIRED_BULK_USER_COLUMNS,
} from '../../domain/bulk-users.ts'
import { EMAIL_PATTERN, GENDERS, localMobileNumber, NAME_PATTERN, RACES } from '../../domain/identity-rules.ts'
import { isFormula } from '../../domain/mass-credit.ts'
import type { FormFile } from '../../domain/uploads.ts'
import { ApiError } from '../http/api-error.ts'
import { knownAreaAsWritten } from './area.ts'
import { readCsvUpload } from './csv-upload.ts'

export interface ParsedUsers {
  rows: BulkUserRow[]
  /** A digest of the label and the file's bytes: the same file and label twice have the same one. */
  fingerprint: string
}

const ADDRESS: readonly BulkUserColumn[] = ['state', 'city', 'postcode', 'street']
const oneOf = <T extends string>(options: readonly T[], cell: string): T | undefined => options.find((o) => o === cell.toLowerCase())

/**
 * Reads a bulk-user CSV (a BOM, CRLF and quoted commas accepted). The whole file is refused only
 * when it is not such a CSV at all (not text, too large, empty, a header without the required
 * columns or with unknown or repeated ones); a faulty line is a row with its problems and line.
 * Cells past the header's last column belong to it, so an unquoted street may keep its commas.
 * A person (email or number) is created once: a later line naming them again is `duplicateInFile`.
 * Members who exist already are found by the caller (`existingMember`).
 */
export async function readBulkUsersCsv(file: FormFile, label: string): Promise<ParsedUsers> {
  const { bytes, records, lines: lineOf } = await readCsvUpload(file, { maxBytes: MAX_BULK_USER_BYTES, notCsv: 'bulkUsersNotCsv', tooLarge: 'bulkUsersCsvTooLarge' })
  const fingerprint = createHash('sha256').update(label).update('\n').update(bytes).digest('hex')
  const [header, ...lines] = records
  if (!header) throw new ApiError(422, 'bulkUsersCsvEmpty')
  const names = header.map((cell) => cell.trim().toLowerCase())
  const known = names.every((name) => (BULK_USER_COLUMNS as readonly string[]).includes(name)) && new Set(names).size === names.length
  if (!known || REQUIRED_BULK_USER_COLUMNS.some((column) => !names.includes(column))) throw new ApiError(422, 'bulkUsersCsvColumns')
  if (lines.length === 0) throw new ApiError(422, 'bulkUsersCsvEmpty')
  if (lines.length > MAX_BULK_USER_ROWS) throw new ApiError(413, 'bulkUsersCsvTooLarge')

  const seen = new Set<string>()
  const rows = lines.map((cells, i): BulkUserRow => {
    const extra = cells.length > names.length ? cells.slice(names.length - 1).join(',') : undefined
    const cell = (column: BulkUserColumn) => {
      const at = names.indexOf(column)
      return (at === names.length - 1 && extra !== undefined ? extra : (cells[at] ?? '')).trim()
    }
    const problems: BulkUserProblem[] = []
    const raw = Object.fromEntries(BULK_USER_COLUMNS.map((c) => [c, cell(c)])) as Record<BulkUserColumn, string>
    if (cells.length < names.length) problems.push('columnsWrong')
    if (Object.values(raw).some(isFormula)) problems.push('formulaCell')

    const email = raw.email.toLowerCase()
    const number = localMobileNumber(raw.number)
    if (!raw.name) problems.push('nameRequired')
    else if (raw.name.length > MAX_NAME_LENGTH || !NAME_PATTERN.test(raw.name)) problems.push('nameInvalid')
    if (!email) problems.push('emailRequired')
    else if (email.length > 254 || !EMAIL_PATTERN.test(email)) problems.push('emailInvalid')
    if (!raw.number) problems.push('numberRequired')
    else if (!ACCOUNT_NUMBER_PATTERN.test(number)) problems.push('numberInvalid')

    const race = raw.race ? oneOf(RACES, raw.race) : BULK_USER_DEFAULTS.race
    if (!race) problems.push('raceInvalid')
    const gender = raw.gender ? oneOf(GENDERS, raw.gender) : BULK_USER_DEFAULTS.gender
    if (!gender) problems.push('genderInvalid')
    const pregnancy = raw.pregnant.toLowerCase()
    const pregnant = (PREGNANT_YES as readonly string[]).includes(pregnancy) ? true : !pregnancy || (PREGNANT_NO as readonly string[]).includes(pregnancy) ? false : undefined
    if (pregnant === undefined) problems.push('pregnantInvalid')

    // All four parts or none; the state, city and postcode must belong together, as the area data names them.
    const given = ADDRESS.filter((part) => raw[part])
    let area: { state: string; city: string } | undefined
    if (given.length > 0 && given.length < ADDRESS.length) problems.push('addressIncomplete')
    else if (given.length === ADDRESS.length) {
      area = knownAreaAsWritten(raw.state, raw.city, raw.postcode)
      if (!area) problems.push('addressUnknown')
      if (raw.street.length > MAX_STREET_LENGTH) problems.push('streetTooLong')
    }

    if (problems.length === 0 && (seen.has(`e:${email}`) || seen.has(`n:${number}`))) problems.push('duplicateInFile')
    if (problems.length === 0) seen.add(`e:${email}`).add(`n:${number}`)
    return {
      line: lineOf[i + 1] ?? i + 2,
      name: raw.name,
      email,
      number: problems.includes('numberInvalid') ? raw.number : number,
      race: race ?? raw.race,
      gender: gender ?? raw.gender,
      pregnant: pregnant ?? false,
      state: area?.state ?? raw.state,
      city: area?.city ?? raw.city,
      postcode: raw.postcode,
      street: raw.street,
      problems,
    }
  })
  return { rows, fingerprint }
}
