import { z } from 'zod'

/**
 * Mass credit and refund (spec 3 §2.11, DECISIONS "Mass credit is idempotent per file and row"):
 * a CSV of members' emails credited as one batch, each row once, and reversible as a whole.
 * Shared by web and API.
 */

export const MASS_CREDIT_TYPES = ['campaign', 'refund'] as const
export type MassCreditType = (typeof MASS_CREDIT_TYPES)[number]

/** The largest file taken: rows after the header, and bytes. */
export const MAX_MASS_CREDIT_ROWS = 100_000
export const MAX_MASS_CREDIT_BYTES = 10 * 1024 * 1024
/** Points of one row (a campaign's points, a refund line's): a positive whole number up to this. */
export const MAX_MASS_CREDIT_POINTS = 1_000_000
export const MAX_TITLE_LENGTH = 120
export const MAX_DESCRIPTION_LENGTH = 200
/** Rows a check or a batch's details list; the totals count them all. */
export const LISTED_ROWS = 2_000

/** The columns of each type's CSV, in order, as its template has them. */
export const MASS_CREDIT_COLUMNS: Record<MassCreditType, readonly string[]> = {
  campaign: ['email'],
  refund: ['email', 'description', 'points'],
}

/** Each type's template (CRLF, as spreadsheets write them). */
export const MASS_CREDIT_TEMPLATES: Record<MassCreditType, string> = {
  campaign: 'email\r\nmother@example.com\r\nfather@example.com\r\n',
  refund: 'email,description,points\r\nmother@example.com,"Order 1234, diapers out of stock",250\r\n',
}

/** Why a row is not credited: its own faults, or no member with its email. */
export const ROW_PROBLEMS = ['columnsWrong', 'emailInvalid', 'pointsInvalid', 'descriptionInvalid', 'formulaCell', 'duplicateInFile', 'noMember'] as const
export type RowProblem = (typeof ROW_PROBLEMS)[number]

/** A batch: `crediting` and `reversing` while rows are worked through, a chunk a transaction. */
export const BATCH_STATES = ['crediting', 'done', 'reversing', 'reversed'] as const
export type BatchState = (typeof BATCH_STATES)[number]

export const ROW_STATES = ['pending', 'credited', 'rejected', 'reversed'] as const
export type RowState = (typeof ROW_STATES)[number]

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const isEmail = (text: string) => text.length <= 254 && EMAIL.test(text)
/** A cell a spreadsheet would run as a formula. */
export const isFormula = (text: string) => /^[=+\-@\t\r]/.test(text)

/** Points as typed: digits only, 1 to the maximum (no signs, decimals or exponents). */
export function parsePoints(text: string): number | undefined {
  if (!/^\d{1,7}$/.test(text.trim())) return undefined
  const points = Number(text.trim())
  return points >= 1 && points <= MAX_MASS_CREDIT_POINTS ? points : undefined
}

export const MassCreditRowSchema = z
  .object({
    line: z.number().int().describe('The line in the file (the header is line 1)'),
    email: z.string(),
    description: z.string(),
    points: z.number().int(),
    userId: z.number().int().nullable().describe('The member credited; null when the email matches no member'),
    state: z.enum(ROW_STATES).optional(),
    problem: z.enum(ROW_PROBLEMS).nullable(),
    reversedPoints: z.number().int().nullable().optional().describe('What a reversal took back (less than points when the balance was lower)'),
  })
  .meta({ id: 'MassCreditRow' })
export type MassCreditRow = z.infer<typeof MassCreditRowSchema>

export const MassCreditTotalsSchema = z.object({
  rows: z.number().int(),
  matched: z.number().int().describe('Rows that will be credited'),
  rejected: z.number().int(),
  points: z.number().int().describe('Points the matched rows credit'),
})
export type MassCreditTotals = z.infer<typeof MassCreditTotalsSchema>

export const MassCreditBatchSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(MASS_CREDIT_TYPES),
    title: z.string().nullable(),
    points: z.number().int().nullable(),
    fileName: z.string(),
    state: z.enum(BATCH_STATES),
    rows: z.number().int(),
    credited: z.number().int(),
    rejected: z.number().int(),
    creditedPoints: z.number().int(),
    reversedPoints: z.number().int(),
    admin: z.string(),
    createdAt: z.string(),
    doneAt: z.string().nullable(),
    reversedBy: z.string().nullable(),
    reversedAt: z.string().nullable(),
  })
  .meta({ id: 'MassCreditBatch' })
export type MassCreditBatch = z.infer<typeof MassCreditBatchSchema>

/** The upload's fields beside the file (spec 3 §5): a type first; a campaign needs its title and points. */
export const MassCreditFieldsSchema = z.strictObject({
  type: z.enum(MASS_CREDIT_TYPES, { error: 'massCreditTypeRequired' }),
  title: z.string().trim().max(MAX_TITLE_LENGTH, { error: 'massCreditCampaignFields' }).optional(),
  points: z.string().trim().optional(),
})

/** A campaign's title and points, or why they are refused; a refund has neither. */
export function campaignFields(f: { type: MassCreditType; title?: string; points?: string }): { title: string | null; points: number | null } | undefined {
  if (f.type === 'refund') return { title: null, points: null }
  const points = parsePoints(f.points ?? '')
  return f.title && points !== undefined ? { title: f.title, points } : undefined
}
