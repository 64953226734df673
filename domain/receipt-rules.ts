import type { ErrorCode } from './errors.ts'

/** Receipt rules of spec 2 §5 and §9, shared by the upload form, the API and the review queue. */

/** Receipts up to 10 MB (spec 2 §9). */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024
/** The form takes jpeg, jpg, png and pdf (spec 2 §5); the server checks the content, not the name. */
export const RECEIPT_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const
/** Uploaded within 30 days of the receipt's date. */
export const RECEIPT_WINDOW_DAYS = 30
/** Receipts dated before this are refused (a setting; the spec's campaign began 1 May 2024). */
export const DEFAULT_RECEIPT_START_DATE = '2024-05-01'
/** A member's first approved baby-care receipt earns 3x (spec 2 §9). */
export const FIRST_RECEIPT_MULTIPLIER = 3
export const MAX_INVOICE_LENGTH = 60
export const MAX_QUANTITY = 999

/** Why an admin may refuse a receipt; the member reads the reason (or the admin's own words). */
export const REJECTION_REASONS = ['unreadable', 'notBabyCare', 'productsMissing', 'dateMismatch', 'storeNotEligible', 'notAReceipt'] as const
export type RejectionReason = (typeof REJECTION_REASONS)[number]

/** The date rules, on Malaysian calendar dates (`YYYY-MM-DD`): answers the broken rule, if any. */
export function receiptDateProblem(receiptDate: string, today: string, startDate: string, windowStart: string): ErrorCode | undefined {
  if (receiptDate < startDate) return 'receiptDateError'
  if (receiptDate > today || receiptDate < windowStart) return 'receiptDateWindow'
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
