import { businessDate, businessDayStart } from './business-time.ts'
import type { ErrorCode } from './errors.ts'
import { MEDIA_TYPES, type UploadRule } from './uploads.ts'

/** Receipt rules of spec 2 §5 and §9, shared by the upload form, the API and the review queue. */

/** Receipts up to 10 MB (spec 2 §9). */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024
/** Photos or PDFs (spec 2 §5: jpeg, jpg, png and pdf), by content, and a name that agrees with it. */
export const RECEIPT_UPLOAD: UploadRule = { kinds: ['jpeg', 'png', 'pdf'], maxBytes: RECEIPT_MAX_BYTES, nameMustMatchContent: true }
/** What the form's file picker offers. */
export const RECEIPT_FILE_ACCEPT = [...RECEIPT_UPLOAD.kinds.map((k) => MEDIA_TYPES[k]), '.jpg', '.jpeg', '.png', '.pdf'].join(',')
/** Uploaded within 30 days of the receipt's date. */
export const RECEIPT_WINDOW_DAYS = 30
/** Receipts dated before this are refused (a setting; the spec's campaign began 1 May 2024). */
export const DEFAULT_RECEIPT_START_DATE = '2024-05-01'
/** A member's first approved baby-care receipt earns 3x (spec 2 §9). */
export const FIRST_RECEIPT_MULTIPLIER = 3
/**
 * How many receipts one member may store: a few an hour and a day's worth of shopping, far above
 * what a household buys, while a script cannot fill the disk with 10 MB files.
 */
export const RECEIPT_UPLOADS_PER_HOUR = 5
export const RECEIPT_UPLOADS_PER_DAY = 10
const HOUR_MS = 60 * 60 * 1000
export const MAX_INVOICE_LENGTH = 60
export const MAX_QUANTITY = 999

/** Why an admin may refuse a receipt; the member reads the reason (or the admin's own words). */
export const REJECTION_REASONS = ['unreadable', 'notBabyCare', 'productsMissing', 'dateMismatch', 'storeNotEligible', 'notAReceipt'] as const
export type RejectionReason = (typeof REJECTION_REASONS)[number]

/** The date rules, on Malaysian calendar dates (`YYYY-MM-DD`): answers the broken rule, if any. */
export function receiptDateProblem(receiptDate: string, today: string, startDate: string, windowStart: string): ErrorCode | undefined {
  if (receiptDate > today) return 'receiptDateFuture'
  if (receiptDate < startDate) return 'receiptDateError'
  if (receiptDate < windowStart) return 'receiptDateWindow'
  return undefined
}

/** The earliest upload time `receiptUploadLimit` needs to see to decide at `now`. */
export function receiptUploadLookback(now: Date): Date {
  return new Date(Math.min(now.getTime() - HOUR_MS, businessDayStart(businessDate(now)).getTime()))
}

/**
 * Whether a member may store another receipt at `now`, given when their receipts since
 * `receiptUploadLookback(now)` were stored: the limit reached, if any, and the seconds until it
 * lifts (the next Malaysian day, or the oldest upload of the hour turning an hour old).
 */
export function receiptUploadLimit(uploadedAt: Date[], now: Date): { code: ErrorCode; retryAfterSeconds: number } | undefined {
  const today = businessDate(now)
  const seconds = (until: number) => Math.max(1, Math.ceil((until - now.getTime()) / 1000))
  if (uploadedAt.filter((at) => businessDate(at) === today).length >= RECEIPT_UPLOADS_PER_DAY) {
    return { code: 'receiptDailyLimit', retryAfterSeconds: seconds(businessDayStart(today).getTime() + 24 * HOUR_MS) }
  }
  const lastHour = uploadedAt.map((at) => at.getTime()).filter((t) => t > now.getTime() - HOUR_MS)
  if (lastHour.length >= RECEIPT_UPLOADS_PER_HOUR) return { code: 'receiptHourlyLimit', retryAfterSeconds: seconds(Math.min(...lastHour) + HOUR_MS) }
  return undefined
}

export interface ReceiptLine {
  pointsPerUnit: number
  quantity: number
}

/**
 * What an approved receipt earns: the point chart's points per unit times the quantity of each
 * product, 3x on the member's first approved receipt, 2x when uploaded on a double-point day;
 * the two multiply.
 */
export function receiptPoints(lines: ReceiptLine[], options: { first: boolean; doublePointDay: boolean }): number {
  const base = lines.reduce((sum, l) => sum + l.pointsPerUnit * l.quantity, 0)
  return base * (options.first ? FIRST_RECEIPT_MULTIPLIER : 1) * (options.doublePointDay ? 2 : 1)
}

/** Two receipts are the same when store (and its name under Others) and invoice number match, case and spacing aside. */
export function receiptDuplicateKey(retailerId: number, otherStore: string | null, invoiceNo: string): string {
  const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '')
  return `${retailerId}:${squash(otherStore ?? '')}:${squash(invoiceNo)}`
}
