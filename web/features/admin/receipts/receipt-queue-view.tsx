import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminReceipt, ReceiptQueue } from '../../../../domain/receipt-review.ts'
import { FIRST_RECEIPT_MULTIPLIER } from '../../../../domain/receipt-rules.ts'
import { ApiFailure } from '../../../lib/api-client.ts'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts'
import { useCurrentLanguage } from '../../../lib/language.ts'
import { ApproveDialog } from './approve-dialog.tsx'
import { reasonText } from './reason-text.ts'
import { ReceiptFileButton } from './receipt-file-button.tsx'
import { RejectDialog } from './reject-dialog.tsx'

interface ReceiptQueueViewProps {
  queue: ReceiptQueue
  /** Loads the queue again: another admin decided a receipt first. */
  onStale: () => void
}

/** The receipts of the queue, each with its file and, while pending, approve and reject. */
export function ReceiptQueueView({ queue, onStale }: ReceiptQueueViewProps) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  // Receipts decided here, shown as the API answered until the queue is loaded again.
  const [decided, setDecided] = useState<Record<string, AdminReceipt>>({})
  const [approving, setApproving] = useState<AdminReceipt>()
  const [rejecting, setRejecting] = useState<AdminReceipt>()

  const close = () => {
    setApproving(undefined)
    setRejecting(undefined)
  }
  const handlers = {
    onCancel: close,
    onDecided: (receipt: AdminReceipt) => {
      setDecided((d) => ({ ...d, [receipt.id]: receipt }))
      close()
    },
    onFailed: (failure: unknown) => {
      if (failure instanceof ApiFailure && failure.code === 'receiptAlreadyDecided') {
        close()
        onStale()
      }
    },
  }

  if (queue.data.length === 0) return <p className="notice">{t('adminReceipts.empty')}</p>
  const receipts = queue.data.map((r) => decided[r.id] ?? r)
  return (
    <>
      <p aria-live="polite">
        {queue.total > queue.data.length ? t('adminReceipts.partial', { shown: queue.data.length, total: queue.total }) : t('adminReceipts.count', { total: queue.total })}
      </p>
      <div className="table-scroll">
        <table className="receipt-table">
          <caption className="visually-hidden">{t('adminReceipts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminReceipts.column.member')}</th>
              <th scope="col">{t('adminReceipts.column.receipt')}</th>
              <th scope="col">{t('adminReceipts.column.products')}</th>
              <th scope="col">{t('adminReceipts.column.points')}</th>
              <th scope="col">{t('adminReceipts.column.status')}</th>
              <th scope="col">{t('adminReceipts.column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {receipts.map((r) => (
              <tr key={r.id}>
                <th scope="row" className="receipt-member">
                  <ul className="cell-lines">
                    <li>{r.member.name}</li>
                    <li>{r.member.email}</li>
                    <li>{r.member.number}</li>
                  </ul>
                </th>
                <td>
                  <ul className="cell-lines">
                    <li>
                      {r.store.label}
                      {r.store.otherStore && `: ${r.store.otherStore}`}
                    </li>
                    <li className="receipt-invoice">{r.invoiceNo}</li>
                    <li>
                      <time dateTime={r.receiptDate}>{t('adminReceipts.dated', { date: formatDate(r.receiptDate) })}</time>
                    </li>
                    <li>
                      <time dateTime={r.uploadedAt}>{t('adminReceipts.uploadedAt', { at: formatDateTime(r.uploadedAt) })}</time>
                    </li>
                  </ul>
                </td>
                <td className="receipt-products">
                  <ul className="cell-lines">
                    {r.products.map((p) => (
                      <li key={p.skuId}>{t('adminReceipts.product', { name: p.name[language], quantity: p.quantity, points: formatNumber(p.pointsPerUnit) })}</li>
                    ))}
                  </ul>
                </td>
                <td>
                  {r.status === 'pending' && r.suggestedPoints !== null ? (
                    <ul className="cell-lines">
                      <li>{t('adminReceipts.suggested', { points: formatNumber(r.suggestedPoints) })}</li>
                      {r.bonuses?.firstReceipt && <li className="receipt-bonus">{t('adminReceipts.bonus.firstReceipt', { multiplier: FIRST_RECEIPT_MULTIPLIER })}</li>}
                      {r.bonuses?.doublePointDay && <li className="receipt-bonus">{t('adminReceipts.bonus.doublePointDay')}</li>}
                    </ul>
                  ) : r.points !== null ? (
                    formatNumber(r.points)
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  <ul className="cell-lines">
                    <li className={`receipt-status receipt-status-${r.status}`}>{t(`adminReceipts.status.${r.status}`)}</li>
                    {r.reason && <li>{reasonText(t, r.reason)}</li>}
                    {r.note && <li>{t('adminReceipts.noteShown', { note: r.note })}</li>}
                  </ul>
                </td>
                <td className="actions">
                  <ul className="cell-lines">
                    <li>
                      <ReceiptFileButton receipt={r} />
                    </li>
                    {r.status === 'pending' && (
                      <>
                        <li>
                          <button type="button" className="link-button" onClick={() => setApproving(r)} aria-label={t('adminReceipts.approve.label', { invoice: r.invoiceNo })}>
                            {t('adminReceipts.approve.open')}
                          </button>
                        </li>
                        <li>
                          <button type="button" className="link-button" onClick={() => setRejecting(r)} aria-label={t('adminReceipts.reject.label', { invoice: r.invoiceNo })}>
                            {t('adminReceipts.reject.open')}
                          </button>
                        </li>
                      </>
                    )}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ApproveDialog receipt={approving} {...handlers} />
      <RejectDialog receipt={rejecting} {...handlers} />
    </>
  )
}
