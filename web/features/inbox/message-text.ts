import type { TFunction } from 'i18next'
import { isInboxKind } from '../../../domain/inbox.ts'
import { REJECTION_REASONS } from '../../../domain/receipt-rules.ts'
import { formatDate, formatNumber } from '../../lib/format.ts'

/**
 * A parameter as it reads: tiers and listed rejection reasons by their names, dates day-month-year, numbers grouped,
 * anything else as it is. The API renders push notifications by the same rules
 * (api/services/inbox-texts.ts).
 */
function paramText(t: TFunction, name: string, value: unknown): string {
  if (name === 'tier') return t(`tiers.name.${String(value)}`)
  if (name === 'endsOn') return formatDate(String(value))
  if (name === 'reason' && (REJECTION_REASONS as readonly unknown[]).includes(value)) return t(`receipts.reasons.${String(value)}`)
  return typeof value === 'number' ? formatNumber(value) : String(value)
}

/** A message's title and body in the language the member reads now; a kind newer than this app reads in general words. */
export function messageText(t: TFunction, message: { kind: string; params: object }): { title: string; body: string } {
  if (!isInboxKind(message.kind)) return { title: t('inbox.unknown.title'), body: t('inbox.unknown.body') }
  const values = Object.fromEntries(Object.entries(message.params).map(([name, value]) => [name, paramText(t, name, value)]))
  return { title: t(`inbox.kinds.${message.kind}.title`, values), body: t(`inbox.kinds.${message.kind}.body`, values) }
}
