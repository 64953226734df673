import { z } from 'zod'
import { CalendarDateSchema } from './calendar-date.ts'
import { EMAIL_PATTERN, NAME_PATTERN } from './identity-rules.ts'
import { TIERS } from './tiers.ts'

/**
 * The back office's accounts and point-history reports and the account edit (spec 3 §2.10, §3,
 * §5, §7). Shared by web and API.
 */

/** Rows one page of a report shows; the next page comes by `before`, the last row's id. */
export const REPORT_PAGE = 100

/** The account edit's phone rule (spec 3 §5, §9): 01, a digit 0-4 or 6-9, then 7 or 8 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^01[0-46-9]\d{7,8}$/

const searchText = z
  .string()
  .trim()
  .max(100)
  // Spec 3 §5: search text is lowercased; empty means no search.
  .transform((text) => text.toLowerCase() || undefined)

const filterFields = z.strictObject({ startDate: CalendarDateSchema.optional(), endDate: CalendarDateSchema.optional(), search: searchText.optional() })
const bothDatesOrNeither = (r: { startDate?: string; endDate?: string }) => (r.startDate === undefined) === (r.endDate === undefined)

/** A report's filter: Malaysian days (both or neither, spec 3 §5) and an email or phone search. */
export const ReportFilterSchema = filterFields.refine(bothDatesOrNeither, 'dateRangeRequired')
export type ReportFilter = z.output<typeof ReportFilterSchema>
export type ReportFilterInput = z.input<typeof ReportFilterSchema>

/**
 * A report's filter and page: rows older than `before`, the keyset cursor of the last row shown
 * (its id, or its time and key where ids are not in time order); absent for the first page.
 */
export const reportPageQuery = <C extends z.ZodType>(cursor: C) => filterFields.extend({ before: cursor.optional() }).refine(bothDatesOrNeither, 'dateRangeRequired')
export const ReportPageQuerySchema = reportPageQuery(z.number().int().positive())
export type ReportPageQuery = z.output<typeof ReportPageQuerySchema>

/**
 * The point-shop report's filter (spec 3 §2.10 "single date filter", §7 "optional startDate"): the
 * orders placed from that Malaysian day on, and the email or phone search.
 */
const sinceFields = z.strictObject({ startDate: CalendarDateSchema.optional(), search: searchText.optional() })
export const SinceDateFilterSchema = sinceFields
export const sinceDatePageQuery = <C extends z.ZodType>(cursor: C) => sinceFields.extend({ before: cursor.optional() })
export type SinceDateFilter = z.output<typeof SinceDateFilterSchema>

export const AccountRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    number: z.string(),
    tier: z.enum(TIERS),
    registeredAt: z.string(),
    verified: z.boolean(),
  })
  .meta({ id: 'AccountRow' })
export type AccountRow = z.infer<typeof AccountRowSchema>

/** A user account as the edit form shows it (spec 3 §3). */
export const AccountSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), number: z.string() }).meta({ id: 'Account' })
export type Account = z.infer<typeof AccountSchema>

const required = z.string().trim().min(1, 'accountFieldEmpty')

/** The account edit (spec 3 §5): every field required, then each its own shape. */
export const AccountEditSchema = z.strictObject({
  id: z.number({ error: 'accountFieldEmpty' }).int().positive(),
  name: required.max(100).regex(NAME_PATTERN, 'accountNameFormat'),
  email: required.max(254).toLowerCase().regex(EMAIL_PATTERN, 'accountEmailFormat'),
  number: required.regex(ACCOUNT_NUMBER_PATTERN, 'accountNumberFormat'),
})
export type AccountEdit = z.output<typeof AccountEditSchema>

export const PointHistoryRowSchema = z
  .object({ id: z.number().int(), memberId: z.number().int(), name: z.string(), createdAt: z.string(), points: z.number().int(), source: z.string() })
  .meta({ id: 'PointHistoryRow' })
export type PointHistoryRow = z.infer<typeof PointHistoryRowSchema>

export const reportPage = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), more: z.boolean() })
