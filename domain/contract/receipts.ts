import { z } from 'zod'
import { CalendarDateSchema } from '../calendar-date.ts'
import { InvoiceNoSchema, MemberReceiptSchema, ReceiptProductsSchema, ReceiptUploadAnswerSchema, RetailerOptionSchema, SkuOptionSchema } from '../receipts.ts'
import { RECEIPT_UPLOAD } from '../receipt-rules.ts'
import { formFile, MEDIA_TYPES } from '../uploads.ts'
import { defineRoute, fileAnswer } from './define-route.ts'
import { IdempotencyKeyHeaderSchema } from './idempotency.ts'

const tags = ['Receipts']

export const fetchRetailers = defineRoute({
  method: 'post',
  path: '/receipt/retailers',
  access: 'member',
  tags,
  summary: 'Stores for the upload form, by name, with Others last',
  responses: { 200: z.object({ data: z.array(RetailerOptionSchema) }) },
})

export const fetchSkus = defineRoute({
  method: 'post',
  path: '/receipt/skus',
  access: 'member',
  tags,
  summary: 'Products for the upload form, with their points per unit',
  responses: { 200: z.object({ data: z.array(SkuOptionSchema) }) },
})

export const fetchReceiptHistory = defineRoute({
  method: 'get',
  path: '/receipt/history',
  access: 'member',
  tags,
  summary: "The member's receipts, newest first, each pending, approved (with points) or rejected (with the reason)",
  responses: { 200: z.object({ data: z.array(MemberReceiptSchema) }) },
})

const filled = z.string({ error: 'receiptFieldsRequired' }).trim().min(1, 'receiptFieldsRequired')

/** The upload as the form sends it: multipart text fields, and the image (spec 2 §7 `/receipt/upload`). */
export const ReceiptUploadFormSchema = z.strictObject({
  image: formFile('receiptFieldsRequired'),
  retailerId: filled.pipe(z.coerce.number<string>().int().positive()),
  receiptDate: filled.pipe(CalendarDateSchema),
  invoiceNo: InvoiceNoSchema,
  products: z
    .string({ error: 'receiptProductsRequired' })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'receiptProductsRequired' })
        return z.NEVER
      }
    })
    .pipe(ReceiptProductsSchema),
  otherStore: z.string().trim().max(100).optional(),
  /** Sent by one variant of the form; identity comes from the token, so it must match. */
  id: z.string().optional(),
})

export const uploadReceipt = defineRoute({
  method: 'post',
  path: '/receipt/upload',
  access: 'member',
  tags,
  summary: 'Upload a receipt for review; replays with the same Idempotency-Key answer the first result',
  headers: IdempotencyKeyHeaderSchema,
  form: ReceiptUploadFormSchema,
  responses: { 200: ReceiptUploadAnswerSchema },
  errors: {
    403: ['forbidden', 'membershipEnded'],
    409: ['receiptDuplicate'],
    413: ['fileTooLarge'],
    415: ['fileTypeNotAllowed'],
    422: ['receiptFieldsRequired', 'receiptStoreRequired', 'receiptProductsRequired', 'receiptProductTwice', 'receiptDateWindow', 'receiptDateFuture', 'receiptDateError'],
    429: ['receiptHourlyLimit', 'receiptDailyLimit'],
  },
})

export const fetchReceiptFile = defineRoute({
  method: 'get',
  // Not `/receipt/{id}/file`: a parameter beside /receipt/history and the others would put the whole
  // API on hono's slower router (api/app.ts).
  path: '/receipt/file/{id}',
  access: 'member',
  tags,
  summary: "A receipt's image or PDF, for its member and the back office's dev admins only",
  params: z.object({ id: z.uuid() }),
  responses: { 200: fileAnswer(RECEIPT_UPLOAD.kinds.map((kind) => MEDIA_TYPES[kind]), 'The file') },
  errors: { 403: ['forbidden'], 404: ['receiptNotFound'] },
})

/** Where a receipt's file is read (`fetchReceiptFile`), under the API root. */
export const receiptFileUrl = (apiRoot: string, id: string) => `${apiRoot}${fetchReceiptFile.path.replace('{id}', id)}`
