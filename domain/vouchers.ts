import { z } from 'zod'

/**
 * E-vouchers (spec 2 §2-§4, spec 3 §2.7, DECISIONS "Rewards and fulfilment"): voucher types with
 * their codes uploaded in batches, redeemed for points, used once. The milestone vouchers that unique
 * codes award are voucher types too, with codes made when they are won.
 */

export const VOUCHER_CODE_MAX = 40
export const VOUCHER_NAME_MAX = 120
export const VOUCHER_ITEM_ID_MAX = 40
/** Codes one CSV may carry: the all-or-nothing import runs in one transaction. */
export const MAX_VOUCHER_UPLOAD = 100_000
/** A CSV bigger than this cannot hold only codes: 100,000 codes of 40 characters with CRLF fit in 4.2 MB. */
export const MAX_VOUCHER_CSV_BYTES = 5 * 1024 * 1024
/** Lines listed at most when a CSV is refused; the count says how many more there were. */
export const MAX_LISTED_PROBLEMS = 50

/** A voucher code: letters, digits, dashes and underscores, so it never reads as a spreadsheet formula. */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/

/** Value in ringgit with two decimals, as every screen shows it: `RM 5.00`. */
export const formatRinggit = (sen: number): string => `RM ${(sen / 100).toFixed(2)}`

/** The default expiry (DECISIONS): 31 December of the year the voucher was redeemed, in Malaysia. */
export const defaultExpiry = (redeemedOn: string): string => `${redeemedOn.slice(0, 4)}-12-31`

/** The expiry a voucher of this type gets when redeemed or won on `today` (a Malaysian date): the type's own, or the default. */
export const expiryFor = (type: { expiresOn: string | null }, today: string): string => type.expiresOn ?? defaultExpiry(today)

/** Where a member's voucher shows (spec 2 §4): Current until used or past its expiry date, then History. */
export function voucherTab(voucher: { used: boolean; expiresOn: string }, today: string): 'current' | 'history' {
  return voucher.used || voucher.expiresOn < today ? 'history' : 'current'
}

/** A voucher type on offer in the shop (spec 2 §3 "Voucher offer"). */
export const VoucherOfferSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    imageUrl: z.string(),
    points: z.number().int(),
    value: z.number().int().describe('In sen'),
    available: z.number().int(),
    /** The last Malaysian day a voucher redeemed today may be used (YYYY-MM-DD). */
    expiresOn: z.string(),
  })
  .meta({ id: 'VoucherOffer' })
export type VoucherOffer = z.infer<typeof VoucherOfferSchema>

/** A voucher a member holds (spec 2 §3 "User voucher"); `code` is shown to its holder alone. */
export const UserVoucherSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    voucherImage: z.string(),
    code: z.string(),
    points: z.number().int(),
    value: z.number().int().describe('In sen'),
    used: z.boolean(),
    usedAt: z.string().nullable(),
    /** The last Malaysian day it may be used (YYYY-MM-DD). */
    expiresOn: z.string(),
    /** The unique-code milestone that won it (5 or 10), so the app names it in the member's language; null for a redeemed one. */
    milestone: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'UserVoucher' })
export type UserVoucher = z.infer<typeof UserVoucherSchema>

export const VoucherRedeemSchema = z.strictObject({
  /** The spec sends the member's id; who redeems comes from the token, so it may only repeat it. */
  id: z.string().optional(),
  voucherId: z.number().int().positive(),
})

/** The spec's use call: `id` is the voucher, `userId` the member (who may only be the token's). */
export const VoucherUseSchema = z.strictObject({ id: z.number().int().positive(), userId: z.string().optional() })

// ---- Back office (spec 3 §2.7, §3, §5, §7) ----

/** A voucher type as staff see it, with its codes counted (spec 3 §3 "Voucher type"). */
export const AdminVoucherTypeSchema = z
  .object({
    id: z.number().int(),
    itemId: z.string(),
    name: z.string(),
    value: z.number().int().describe('In sen'),
    points: z.number().int(),
    voucherImage: z.string(),
    active: z.boolean(),
    /** The expiry every voucher of the type gets; null: 31 December of the year it is redeemed. */
    expiresOn: z.string().nullable(),
    /** Set for the unique-code milestone vouchers, whose codes are made when won. */
    milestone: z.number().int().nullable(),
    batch: z.number().int(),
    total: z.number().int(),
    available: z.number().int(),
    redeemed: z.number().int(),
    used: z.number().int(),
  })
  .meta({ id: 'AdminVoucherType' })
export type AdminVoucherType = z.infer<typeof AdminVoucherTypeSchema>

export const VoucherBatchSchema = z
  .object({ id: z.number().int(), createdAt: z.string(), total: z.number().int(), redeemed: z.number().int(), used: z.number().int(), available: z.number().int() })
  .meta({ id: 'VoucherBatch' })

export const VOUCHER_STATUSES = ['available', 'redeemed', 'used'] as const

/** One code of a batch with its holder (spec 3 §3 "Voucher"). */
export const AdminVoucherSchema = z
  .object({
    code: z.string(),
    status: z.enum(VOUCHER_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
    name: z.string().nullable(),
    number: z.string().nullable(),
    email: z.string().nullable(),
  })
  .meta({ id: 'AdminVoucher' })

const filled = (max: number) => z.string({ error: 'fillAllFields' }).trim().min(1, 'fillAllFields').max(max)
/** The most points a voucher type may cost: far above any real one, it bounds a typo. */
export const VOUCHER_POINTS_MAX = 10_000_000

/**
 * A voucher type add (spec 3 §5): every field and the image required; value in RM, two decimals at
 * most. Multipart fields are text: a blank value or points is missing (coercing would read it as 0,
 * a free voucher), and points are plain digits ("1e3" is not what an admin typed). Strict, as every
 * body is: a field it does not know (`active`, `milestone`) is refused.
 */
export const VoucherTypeFieldsSchema = z.strictObject({
  itemId: filled(VOUCHER_ITEM_ID_MAX),
  name: filled(VOUCHER_NAME_MAX),
  value: z
    .string({ error: 'fillAllFields' })
    .trim()
    .min(1, 'fillAllFields')
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'voucherValueInvalid')
    .transform((ringgit) => Math.round(Number(ringgit) * 100)),
  points: z
    .string({ error: 'fillAllFields' })
    .trim()
    .min(1, 'fillAllFields')
    .regex(/^-?\d+$/, 'voucherPointsInvalid')
    .transform(Number)
    .pipe(z.number().int('voucherPointsInvalid').min(0, 'voucherPointsInvalid').max(VOUCHER_POINTS_MAX, 'voucherPointsInvalid')),
  expiresOn: z.iso.date().optional(),
})

/** A problem with one line of a voucher CSV (1-based, the header is line 1). */
export const CsvProblemSchema = z.object({ line: z.number().int(), problem: z.enum(['codeInvalid', 'duplicateInFile', 'codeExists']) }).meta({ id: 'CsvProblem' })
export type CsvProblem = z.infer<typeof CsvProblemSchema>
