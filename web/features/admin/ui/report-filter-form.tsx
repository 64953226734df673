import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReportFilter } from '../../../../domain/account-report.ts'
import type { DateRange } from '../../../../domain/code-batches.ts'
import type { ErrorCode } from '../../../../domain/errors.ts'
import { TextField } from '../../../components/form/text-field.tsx'

/** What the filter says is wrong: a catalogue error, or the point-shop date the screen asks for itself. */
type FilterProblem = ErrorCode | 'dateRequired'

interface ReportFilterFormProps {
  label: string
  onApply: (filter: ReportFilter) => void
  /**
   * `range` (the default): two Malaysian days, both or neither (spec 3 §5 "Please fill up both
   * field"); all empty shows the whole report. `since`: the point-shop report's one date, where it
   * starts, which the filter needs (spec 3 §5 "Please fill up the date field.").
   */
  dates?: 'range' | 'since'
  /** The email or phone search (spec 3 §5); off for reports that are not of members. */
  search?: boolean
  /** A report's own rule on a full range (a longest span), answering what is wrong with it. */
  check?: (range: Required<DateRange>) => ErrorCode | undefined
}

/** A report's filter: its dates and an email or phone search, lowercased as the spec says; said before anything is sent. */
export function ReportFilterForm({ label, onApply, dates = 'range', search: searched = true, check }: ReportFilterFormProps) {
  const { t } = useTranslation()
  const [startDate, setStart] = useState('')
  const [endDate, setEnd] = useState('')
  const [search, setSearch] = useState('')
  const [problem, setProblem] = useState<FilterProblem>()

  const apply = (event: React.FormEvent) => {
    event.preventDefault()
    const missing: FilterProblem | false = dates === 'since' ? !startDate && 'dateRequired' : Boolean(startDate) !== Boolean(endDate) && 'dateRangeRequired'
    const found = missing || (dates === 'range' && startDate ? check?.({ startDate, endDate }) : undefined)
    setProblem(found || undefined)
    if (found) return
    const text = search.trim().toLowerCase()
    const days = dates === 'since' ? { startDate } : startDate && { startDate, endDate }
    onApply({ ...days, ...(text && { search: text }) })
  }

  return (
    <form className="inline-form" noValidate onSubmit={apply} aria-label={label}>
      <TextField label={t('admin.dateRange.from')} type="date" value={startDate} max={endDate || undefined} onChange={(e) => setStart(e.target.value)} />
      {dates === 'range' && (
        <TextField label={t('admin.dateRange.to')} type="date" value={endDate} min={startDate || undefined} onChange={(e) => setEnd(e.target.value)} />
      )}
      {searched && <TextField label={t('adminAccounts.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />}
      <button type="submit" className="button secondary">
        {t('admin.dateRange.apply')}
      </button>
      {problem && (
        <p className="field-error filter-error" role="alert">
          {t(`errors.${problem}`)}
        </p>
      )}
    </form>
  )
}
