import type { TFunction } from 'i18next'
import { REJECTION_REASONS } from '../../../../domain/receipt-rules.ts'

/** A rejection reason as a person reads it: a listed code in the reader's language, the admin's own words as written. */
export function reasonText(t: TFunction, reason: string): string {
  return (REJECTION_REASONS as readonly string[]).includes(reason) ? t(`receipts.reasons.${reason}`) : reason
}
