import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReceiptQueueFilter } from '../../../../domain/receipt-review.ts'
import { ReceiptStatusSchema } from '../../../../domain/receipts.ts'
import { SelectField } from '../../../components/form/select-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'

/** The queue's filter: a status, and the dates the receipts were uploaded (both or neither). */
export function ReceiptFilterForm({ initial, onApply }: { initial: ReceiptQueueFilter; onApply: (filter: ReceiptQueueFilter) => void }) {
  const { t } = useTranslation()
  const [status, setStatus] = useState<string>(initial.status ?? '')
  const [startDate, setStart] = useState(initial.startDate ?? '')
  const [endDate, setEnd] = useState(initial.endDate ?? '')
  const [half, setHalf] = useState(false)

  const apply = (event: React.FormEvent) => {
    event.preventDefault()
    const oneOnly = Boolean(startDate) !== Boolean(endDate)
    setHalf(oneOnly)
    if (oneOnly) return
    onApply({ status: ReceiptStatusSchema.safeParse(status).data, ...(startDate && { startDate, endDate }) })
  }

  return (
    <form className="inline-form" noValidate onSubmit={apply} aria-label={t('adminReceipts.filter.label')}>
      <SelectField
        label={t('adminReceipts.filter.status')}
        placeholder={t('adminReceipts.filter.all')}
        options={ReceiptStatusSchema.options.map((s) => ({ value: s, label: t(`adminReceipts.status.${s}`) }))}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      />
      <TextField label={t('adminReceipts.filter.from')} type="date" value={startDate} onChange={(e) => setStart(e.target.value)} />
      <TextField label={t('adminReceipts.filter.to')} type="date" value={endDate} onChange={(e) => setEnd(e.target.value)} />
      <button type="submit" className="button secondary">
        {t('adminReceipts.filter.apply')}
      </button>
      {half && (
        <p className="field-error filter-error" role="alert">
          {t('errors.dateRangeRequired')}
        </p>
      )}
    </form>
  )
}
