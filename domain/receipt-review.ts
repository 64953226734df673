import { z } from 'zod'
import { CalendarDateSchema } from './calendar-date.ts'
import { LocalizedTextSchema } from './club.ts'
import { ReceiptStatusSchema } from './receipts.ts'

/** The back office's receipt review queue (DECISIONS.md "Receipt validation"), shared by web and API. */

/** An admin's own rejection reason, when none of REJECTION_REASONS fits; the member reads it as written. */
export const MAX_REJECTION_REASON = 200
export const MAX_ADJUSTMENT_NOTE = 500
/** The most points an admin may set by hand on one receipt. */
export const MAX_RECEIPT_POINTS = 1_000_000
/** The queue answers at most this many receipts, with the count of all that match the filter. */
export const RECEIPT_QUEUE_LIMIT = 200

/** The queue's filter: a status, and Malaysian upload dates (both or neither, as DateRangeSchema). */
export const ReceiptQueueFilterSchema = z
  .object({
    status: ReceiptStatusSchema.optional(),
    startDate: CalendarDateSchema.optional(),
    endDate: CalendarDateSchema.optional(),
  })
  .refine((f) => (f.startDate === undefined) === (f.endDate === undefined), 'dateRangeRequired')
export type ReceiptQueueFilter = z.infer<typeof ReceiptQueueFilterSchema>

/**
 * Approve a pending receipt. Without `points` it earns the suggestion; other points need a note
 * saying why (checked by the API, which alone knows the suggestion at that moment).
 */
export const ReceiptApproveSchema = z.strictObject({
  id: z.uuid(),
  points: z
    .number({ error: 'receiptPointsInvalid' })
    .int('receiptPointsInvalid')
    .min(1, 'receiptPointsInvalid')
    .max(MAX_RECEIPT_POINTS, 'receiptPointsInvalid')
    .optional(),
  /** Blank counts as none. */
  note: z.string().trim().max(MAX_ADJUSTMENT_NOTE).optional(),
})
export type ReceiptApprove = z.infer<typeof ReceiptApproveSchema>

/** Reject a pending receipt: a code of REJECTION_REASONS or the admin's own words. */
export const ReceiptRejectSchema = z.strictObject({
  id: z.uuid(),
  reason: z
    .string({ error: 'rejectionReasonRequired' })
    .trim()
    .min(1, 'rejectionReasonRequired')
    .max(MAX_REJECTION_REASON, 'rejectionReasonTooLong'),
})
export type ReceiptReject = z.infer<typeof ReceiptRejectSchema>

/** A receipt as the review queue shows it. */
export const AdminReceiptSchema = z
  .object({
    id: z.uuid(),
    member: z.object({ name: z.string(), email: z.string().nullable(), number: z.string() }),
    /** The store's label; `otherStore` is the name the member typed under "Others". */
    store: z.object({ label: z.string(), isOther: z.boolean(), otherStore: z.string().nullable() }),
    receiptDate: z.string(),
    invoiceNo: z.string(),
    uploadedAt: z.string(),
    status: ReceiptStatusSchema,
    products: z.array(z.object({ skuId: z.number().int(), name: LocalizedTextSchema, quantity: z.number().int(), pointsPerUnit: z.number().int() })),
    /** What approving now would credit (pending receipts only): the point chart with the bonuses below. */
    suggestedPoints: z.number().int().nullable(),
    /** Why the suggestion is multiplied (pending receipts only). */
    bonuses: z.object({ firstReceipt: z.boolean(), doublePointDay: z.boolean() }).nullable(),
    /** Credited on approval. */
    points: z.number().int().nullable(),
    /** The rejection reason: a REJECTION_REASONS code or the admin's own words. */
    reason: z.string().nullable(),
    /** The admin's note when the points differ from the suggestion. */
    note: z.string().nullable(),
    decidedAt: z.string().nullable(),
    /** `{api_root}/receipt/file/{id}`, served with an admin token. */
    fileUrl: z.string(),
    fileType: z.enum(['image/png', 'image/jpeg', 'application/pdf']),
  })
  .meta({ id: 'AdminReceipt' })
export type AdminReceipt = z.infer<typeof AdminReceiptSchema>

export const ReceiptQueueSchema = z.object({ data: z.array(AdminReceiptSchema), total: z.number().int() })
export type ReceiptQueue = z.infer<typeof ReceiptQueueSchema>
