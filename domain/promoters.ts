import { z } from 'zod'
import { ACCOUNT_NUMBER_PATTERN } from './account-report.ts'
import { DateRangeSchema } from './code-batches.ts'

/**
 * Promoters and where a member registered (spec 3 §2.9, §2.12, §9). A member who signed up in the
 * app has no register source; one created by a bulk upload carries the source the admin chose and,
 * optionally, the promoter who brought them in.
 */
export const REGISTER_SOURCES = ['WOOP', 'ZERA', 'SUPERMOM', 'DBCPRE', 'ANTE', 'OTHER'] as const
export type RegisterSource = (typeof REGISTER_SOURCES)[number]

/** Limits of the promoter form (spec 3 §5 names only the required fields; these keep rows sane). */
export const PROMOTER_TEXT_MAX = 100
export const PROMOTER_CODE_MAX = 30
export const PROMOTER_LINK_MAX = 2000
/** A code is what a promoter says aloud and a link carries: letters, digits, dashes and underscores, kept in capitals so that `ab-1` and `AB-1` are one code. */
const PROMOTER_CODE_PATTERN = /^[A-Z0-9_-]+$/

// An empty field is only that: its later checks (a code's shape) are not run on it.
const required = (max: number) => z.string({ error: 'fillAllFieldsInForm' }).trim().min(1, { error: 'fillAllFieldsInForm', abort: true }).max(max, 'contentTooLong')
const optional = (text: z.ZodType<string, string>) => text.default('')
const optionalText = optional(z.string().trim().max(PROMOTER_TEXT_MAX, 'contentTooLong'))

/** A promoter as the add form sends it: name and code required (spec 3 §5), the rest may be blank. */
export const PromoterFieldsSchema = z.strictObject({
  name: required(PROMOTER_TEXT_MAX),
  code: required(PROMOTER_CODE_MAX)
    .toUpperCase()
    .regex(PROMOTER_CODE_PATTERN, 'promoterCodeFormat'),
  region: optionalText,
  supervisorName: optionalText,
  post: optionalText,
  // The spec's Malaysian mobile pattern (spec 3 §5), when a number is given.
  number: optional(z.string().trim().refine((n) => n === '' || ACCOUNT_NUMBER_PATTERN.test(n), 'accountNumberFormat')),
  utmLink: optional(
    z
      .string()
      .trim()
      .max(PROMOTER_LINK_MAX, 'promoterLinkInvalid')
      .refine((link) => link === '' || z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(link).success, 'promoterLinkInvalid'),
  ),
})
export type PromoterFields = z.output<typeof PromoterFieldsSchema>
export type PromoterFieldsInput = z.input<typeof PromoterFieldsSchema>

export const PromoterEditSchema = PromoterFieldsSchema.extend({ id: z.number().int().positive() })
export type PromoterEdit = z.output<typeof PromoterEditSchema>

export const PromoterSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    region: z.string(),
    supervisorName: z.string(),
    post: z.string(),
    number: z.string(),
    utmLink: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Promoter' })
export type Promoter = z.infer<typeof PromoterSchema>

/** A dashboard row: the promoter and how many members registered through it in the filter's days (all time without dates). */
export const PromoterRowSchema = PromoterSchema.extend({ members: z.number().int() }).meta({ id: 'PromoterRow' })
export type PromoterRow = z.infer<typeof PromoterRowSchema>

/** The dashboard's filter and page: Malaysian days (both or neither), rows older than the row `before`. */
export const PromoterPageQuerySchema = DateRangeSchema.safeExtend({ before: z.number().int().positive().optional() })

/** A choice of the bulk upload's promoter list (spec 3 §3): its id, and its name with its code. */
export const PromoterOptionSchema = z.object({ value: z.number().int(), label: z.string() }).meta({ id: 'PromoterOption' })
export type PromoterOption = z.infer<typeof PromoterOptionSchema>
export const promoterLabel = (p: { name: string; code: string }) => `${p.name} (${p.code})`
