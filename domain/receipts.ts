import { z } from 'zod'
import { LocalizedTextSchema } from './club.ts'
import { MAX_INVOICE_LENGTH, MAX_QUANTITY } from './receipt-rules.ts'

/** The products on an uploaded receipt (spec 2 §3 "Receipt upload": products, JSON of skuId and quantity). */
export const ReceiptProductsSchema = z
  .array(
    z.strictObject({
      skuId: z.number().int().positive(),
      quantity: z.number({ error: 'receiptProductsRequired' }).int().min(1, 'receiptProductsRequired').max(MAX_QUANTITY),
    }),
    { error: 'receiptProductsRequired' },
  )
  .min(1, 'receiptProductsRequired')
  .refine((rows) => new Set(rows.map((r) => r.skuId)).size === rows.length, 'receiptProductTwice')

export const ReceiptStatusSchema = z.enum(['pending', 'approved', 'rejected'])

/** A receipt as its member sees it in their history. */
export const MemberReceiptSchema = z
  .object({
    id: z.uuid(),
    store: z.string(),
    receiptDate: z.string(),
    invoiceNo: z.string(),
    status: ReceiptStatusSchema,
    points: z.number().int().nullable(),
    /** A reason code of REJECTION_REASONS, or the admin's own words. */
    reason: z.string().nullable(),
    createdAt: z.string(),
    products: z.array(z.object({ name: LocalizedTextSchema, quantity: z.number().int() })),
    fileUrl: z.string(),
  })
  .meta({ id: 'MemberReceipt' })
export type MemberReceipt = z.infer<typeof MemberReceiptSchema>

export const ReceiptUploadAnswerSchema = z.object({ receipt: MemberReceiptSchema, firstUploadMilestone: z.boolean() })
export type ReceiptUploadAnswer = z.infer<typeof ReceiptUploadAnswerSchema>

/** Retailers and SKUs as the upload form lists them (spec 2 §3: label, value). */
export const RetailerOptionSchema = z.object({ label: z.string(), value: z.number().int(), isOther: z.boolean() })
export const SkuOptionSchema = z.object({ label: LocalizedTextSchema, value: z.number().int(), pointsPerUnit: z.number().int() })
export type RetailerOption = z.infer<typeof RetailerOptionSchema>
export type SkuOption = z.infer<typeof SkuOptionSchema>

export const InvoiceNoSchema = z.string().trim().min(1, 'receiptFieldsRequired').max(MAX_INVOICE_LENGTH)
