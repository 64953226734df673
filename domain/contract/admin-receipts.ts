import { AdminReceiptSchema, ReceiptApproveSchema, ReceiptQueueFilterSchema, ReceiptQueueSchema, ReceiptRejectSchema } from '../receipt-review.ts'
import { defineRoute } from './define-route.ts'

const tags = ['Admin: receipts']
/** Approve and reject answer the receipt as decided; a receipt is decided once. */
const decided = { 404: ['receiptNotFound'], 409: ['receiptAlreadyDecided'] } as const

export const fetchReceiptQueue = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/receipts',
  access: 'admin',
  tags,
  summary: 'The review queue: pending receipts oldest first, then decided ones; by status and Malaysian upload dates (both or neither)',
  query: ReceiptQueueFilterSchema,
  responses: { 200: ReceiptQueueSchema },
  errors: { 422: ['dateRangeRequired'] },
})

export const approveReceipt = defineRoute({
  method: 'post',
  path: '/admin/setting/receipt/approve',
  access: 'admin',
  tags,
  summary: 'Approve a pending receipt and credit its points: the suggestion, or other points with a note',
  json: ReceiptApproveSchema,
  responses: { 200: AdminReceiptSchema },
  errors: { ...decided, 422: ['adjustmentNoteRequired', 'receiptPointsInvalid'] },
})

export const rejectReceipt = defineRoute({
  method: 'post',
  path: '/admin/setting/receipt/reject',
  access: 'admin',
  tags,
  summary: 'Reject a pending receipt with a listed reason code or the admin’s own words, which its member reads',
  json: ReceiptRejectSchema,
  responses: { 200: AdminReceiptSchema },
  errors: { ...decided, 422: ['rejectionReasonRequired', 'rejectionReasonTooLong'] },
})
