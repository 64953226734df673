import { z } from 'zod'
import { calendarDate } from './calendar-date.ts'
import { REGISTER_SOURCES } from './promoters.ts'

/**
 * Bulk user creation (spec 3 §2.12, §3, §5; decisions 126 and 127): a CSV of the brand's own
 * list of members, checked, then created as one upload, each row once. Shared by web and API.
 */

/** The largest file taken: rows after the header, and bytes (as for mass credit). */
export const MAX_BULK_USER_ROWS = 100_000
export const MAX_BULK_USER_BYTES = 10 * 1024 * 1024
export const MAX_LABEL_LENGTH = 120
export const MAX_NAME_LENGTH = 100
export const MAX_STREET_LENGTH = 120

/**
 * The columns of the file, as its template has them. The first three are required; the address
 * comes last so that a street may hold commas (spec 3 §5: avoid commas except in the last column).
 */
export const BULK_USER_COLUMNS = ['name', 'email', 'number', 'race', 'gender', 'pregnant', 'state', 'city', 'postcode', 'street'] as const
export type BulkUserColumn = (typeof BULK_USER_COLUMNS)[number]
export const REQUIRED_BULK_USER_COLUMNS = ['name', 'email', 'number'] as const satisfies readonly BulkUserColumn[]

/** The template (CRLF, as spreadsheets write them): one row with every column, one with the required ones. */
export const BULK_USER_TEMPLATE =
  'name,email,number,race,gender,pregnant,state,city,postcode,street\r\n' +
  'Siti Aminah,siti@example.com,60123456789,malay,female,yes,Selangor,Petaling Jaya,46000,"12, Jalan 1/1"\r\n' +
  'Tan Mei Ling,meiling@example.com,60198765432,,,,,,,\r\n'

/** What an empty optional cell means (spec 3 §5): race other, gender female, not pregnant. */
export const BULK_USER_DEFAULTS = { race: 'other', gender: 'female', pregnant: false } as const

/** Why a row creates no member: its own faults, a repeat in the file, or a member who has it already. */
export const BULK_USER_PROBLEMS = [
  'columnsWrong',
  'formulaCell',
  'nameRequired',
  'nameInvalid',
  'emailRequired',
  'emailInvalid',
  'numberRequired',
  'numberInvalid',
  'raceInvalid',
  'genderInvalid',
  'pregnantInvalid',
  'addressIncomplete',
  'addressUnknown',
  'streetTooLong',
  'duplicateInFile',
  'existingMember',
] as const
export type BulkUserProblem = (typeof BULK_USER_PROBLEMS)[number]

/** The cells a problem is about, so that the check marks them red. */
export const PROBLEM_CELLS: Record<BulkUserProblem, readonly BulkUserColumn[]> = {
  columnsWrong: [],
  formulaCell: [],
  nameRequired: ['name'],
  nameInvalid: ['name'],
  emailRequired: ['email'],
  emailInvalid: ['email'],
  numberRequired: ['number'],
  numberInvalid: ['number'],
  raceInvalid: ['race'],
  genderInvalid: ['gender'],
  pregnantInvalid: ['pregnant'],
  addressIncomplete: ['state', 'city', 'postcode', 'street'],
  addressUnknown: ['state', 'city', 'postcode'],
  streetTooLong: ['street'],
  duplicateInFile: ['email', 'number'],
  existingMember: ['email', 'number'],
}

/** Cells read as a yes or a no in the pregnancy column. */
export const PREGNANT_YES = ['yes', 'y', 'true', '1', 'ya'] as const
export const PREGNANT_NO = ['no', 'n', 'false', '0', 'tidak'] as const

/** An upload: `creating` while its rows are worked through, a chunk a transaction; then `done`. */
export const UPLOAD_STATES = ['creating', 'done'] as const
export type UploadState = (typeof UPLOAD_STATES)[number]

/** A row: `pending` until its chunk runs, then `created`, or `skipped` with its problems. */
export const BULK_ROW_STATES = ['pending', 'created', 'skipped'] as const
export type BulkRowState = (typeof BULK_ROW_STATES)[number]

export const BulkUserRowSchema = z
  .object({
    line: z.number().int().describe('The line in the file (the header is line 1)'),
    name: z.string(),
    email: z.string().describe('Lower-cased'),
    number: z.string().describe('As members are stored: 01 and 8 or 9 digits (the file writes 601...)'),
    race: z.string(),
    gender: z.string(),
    pregnant: z.boolean(),
    state: z.string(),
    city: z.string(),
    postcode: z.string(),
    street: z.string(),
    problems: z.array(z.enum(BULK_USER_PROBLEMS)).describe('Why the row creates no member; empty for a row that will'),
  })
  .meta({ id: 'BulkUserRow' })
export type BulkUserRow = z.infer<typeof BulkUserRowSchema>

export const BulkUserTotalsSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int().describe('Rows that will create a member'),
  issues: z.number().int().describe('Rows skipped, each with its problems'),
})
export type BulkUserTotals = z.infer<typeof BulkUserTotalsSchema>

export const BulkUserUploadSchema = z
  .object({
    id: z.number().int(),
    label: z.string(),
    fileName: z.string(),
    createdAt: z.string(),
    fileUrl: z.string().describe("The result file's path under the API root: each row's line, cells, outcome and reason (admins only)"),
    promoterId: z.number().int().nullable(),
    registerDate: z.string().nullable(),
    registerSource: z.enum(REGISTER_SOURCES),
    state: z.enum(UPLOAD_STATES),
    rows: z.number().int(),
    created: z.number().int(),
    skipped: z.number().int().describe('Rows skipped at the check, and those whose member appeared before their turn'),
    pending: z.number().int(),
    admin: z.string(),
    doneAt: z.string().nullable(),
  })
  .meta({ id: 'BulkUserUpload' })
export type BulkUserUpload = z.infer<typeof BulkUserUploadSchema>

/** The upload's fields beside the file (spec 3 §3, §5): a label; a promoter, register date and source optional. */
export const BulkUserFieldsSchema = z.strictObject({
  label: z.string({ error: 'bulkUsersLabelRequired' }).trim().min(1, 'bulkUsersLabelRequired').max(MAX_LABEL_LENGTH, 'bulkUsersLabelRequired'),
  promoterId: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, 'bulkUsersPromoterNotFound')
    .transform((v) => (v ? Number(v) : undefined))
    .optional(),
  registerDate: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(calendarDate({ error: 'bulkUsersDateInvalid' }).optional())
    .optional(),
  registerSource: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(z.enum(REGISTER_SOURCES, { error: 'bulkUsersSourceInvalid' }).optional())
    .optional(),
})
export type BulkUserFields = z.output<typeof BulkUserFieldsSchema>

/** A member created in bulk always has a source: this one when the admin chose none (decision 126). */
export const DEFAULT_REGISTER_SOURCE = 'OTHER' satisfies (typeof REGISTER_SOURCES)[number]
