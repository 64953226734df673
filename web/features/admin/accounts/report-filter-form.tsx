import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReportFilter } from '../../../../domain/account-report.ts'
import { TextField } from '../../../components/form/text-field.tsx'

/**
 * A report's filter: Malaysian days, both or neither (spec 3 §5 "Please fill up both field"), and
 * an email or phone search, lowercased as the spec says; all empty shows the whole report.
 */
export function ReportFilterForm({ label, onApply }: { label: string; onApply: (filter: ReportFilter) => void }) {
  const { t } = useTranslation()
  const [startDate, setStart] = useState('')
  const [endDate, setEnd] = useState('')
  const [search, setSearch] = useState('')
  const [half, setHalf] = useState(false)

  const apply = (event: React.FormEvent) => {
    event.preventDefault()
    const oneOnly = Boolean(startDate) !== Boolean(endDate)
    setHalf(oneOnly)
    if (oneOnly) return
    const text = search.trim().toLowerCase()
    onApply({ ...(startDate && { startDate, endDate }), ...(text && { search: text }) })
  }

  return (
    <form className="inline-form" noValidate onSubmit={apply} aria-label={label}>
      <TextField label={t('admin.dateRange.from')} type="date" value={startDate} max={endDate || undefined} onChange={(e) => setStart(e.target.value)} />
      <TextField label={t('admin.dateRange.to')} type="date" value={endDate} min={startDate || undefined} onChange={(e) => setEnd(e.target.value)} />
      <TextField label={t('adminAccounts.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
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
