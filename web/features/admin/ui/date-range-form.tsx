import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DateRange } from '../../../../domain/code-batches.ts'
import { TextField } from '../../../components/form/text-field.tsx'

/**
 * A report's filter by Malaysian days: both dates or neither (spec 3 §5 "Please fill up both
 * field", said here before anything is sent). Both empty shows the whole report again.
 */
export function DateRangeForm({ label, onApply }: { label: string; onApply: (range: DateRange) => void }) {
  const { t } = useTranslation()
  const [startDate, setStart] = useState('')
  const [endDate, setEnd] = useState('')
  const [half, setHalf] = useState(false)

  const apply = (event: React.FormEvent) => {
    event.preventDefault()
    const oneOnly = Boolean(startDate) !== Boolean(endDate)
    setHalf(oneOnly)
    if (!oneOnly) onApply(startDate ? { startDate, endDate } : {})
  }

  return (
    <form className="inline-form" noValidate onSubmit={apply} aria-label={label}>
      <TextField label={t('admin.dateRange.from')} type="date" value={startDate} max={endDate || undefined} onChange={(e) => setStart(e.target.value)} />
      <TextField label={t('admin.dateRange.to')} type="date" value={endDate} min={startDate || undefined} onChange={(e) => setEnd(e.target.value)} />
      <button type="submit" className="button secondary">
        {t('admin.dateRange.apply')}
      </button>
      {half && (
        <p className="field-error filter-error" role="alert">
          {t('errors.dateRangeRequired')}
        </p>
      )}
    </form>
  )
}
