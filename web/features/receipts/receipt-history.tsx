import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MemberReceipt } from '../../../domain/receipts.ts'
import { REJECTION_REASONS } from '../../../domain/receipt-rules.ts'
import { formatDate, formatNumber } from '../../lib/format.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { fetchReceiptHistory } from './api/fetch-receipt-history.ts'

/** The member's receipts: pending, approved with the points, or rejected with the reason. */
export function ReceiptHistory() {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const [receipts, setReceipts] = useState<MemberReceipt[]>()
  useEffect(() => void fetchReceiptHistory().then(setReceipts, () => setReceipts([])), [])

  const reason = (r: MemberReceipt) => ((REJECTION_REASONS as readonly string[]).includes(r.reason ?? '') ? t(`receipts.reasons.${r.reason}`) : r.reason)
  return (
    <section aria-labelledby="receipt-history-title" className="receipt-history">
      <h2 id="receipt-history-title">{t('receipt.history')}</h2>
      {!receipts ? (
        <p role="status">{t('common.loading')}</p>
      ) : receipts.length === 0 ? (
        <p className="notice">{t('receipt.noHistory')}</p>
      ) : (
        <ul className="outbox-list">
          {receipts.map((r) => (
            <li key={r.id} data-state={r.status === 'approved' ? 'credited' : r.status === 'rejected' ? 'refused' : 'waiting'}>
              <strong>
                {r.store} · {r.invoiceNo}
              </strong>
              <small>
                {formatDate(r.receiptDate)} · {r.products.map((p) => `${p.name[language]} × ${p.quantity}`).join(', ')}
              </small>
              <span className={`state ${r.status === 'approved' ? 'credited' : r.status === 'rejected' ? 'refused' : ''}`}>
                {r.status === 'approved'
                  ? t('receipt.status.approved', { points: formatNumber(r.points ?? 0) })
                  : r.status === 'rejected'
                    ? t('receipt.status.rejected', { reason: reason(r) })
                    : t('receipt.status.pending')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
