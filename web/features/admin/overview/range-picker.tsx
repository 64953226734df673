import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { businessDate } from '../../../../domain/business-time.ts'
import { inputProblem } from '../../../../domain/contract/input-problem.ts'
import { lastDays, OVERVIEW_QUICK_RANGES, OverviewQuerySchema, type OverviewRange } from '../../../../domain/overview.ts'
import { TextField } from '../../../components/form/text-field.tsx'

interface RangePickerProps {
  picked: OverviewRange
  onPick: (range: OverviewRange) => void
}

/**
 * The overview's days: a quick range ending today (Malaysian date), or any two dates, checked by
 * the API's own rules before anything is sent (both dates, the start first, at most a year).
 */
export function RangePicker({ picked, onPick }: RangePickerProps) {
  const { t } = useTranslation()
  const today = businessDate(new Date())
  return (
    <div className="overview-range">
      <div role="group" aria-label={t('adminOverview.range.quick')} className="overview-quick">
        {OVERVIEW_QUICK_RANGES.map((days) => {
          const range = lastDays(today, days)
          const pressed = picked.from === range.from && picked.to === range.to
          return (
            <button key={days} type="button" className="button secondary" aria-pressed={pressed} onClick={() => onPick(range)}>
              {t('adminOverview.range.last', { count: days })}
            </button>
          )
        })}
      </div>
      {/* A quick range fills the dates with its own. */}
      <DatesForm key={`${picked.from}/${picked.to}`} picked={picked} onPick={onPick} />
    </div>
  )
}

function DatesForm({ picked, onPick }: RangePickerProps) {
  const { t } = useTranslation()
  const [from, setFrom] = useState(picked.from)
  const [to, setTo] = useState(picked.to)
  const [problem, setProblem] = useState<string>()

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const checked = OverviewQuerySchema.safeParse({ from: from || undefined, to: to || undefined })
    if (!checked.success) return setProblem(t(`errors.${inputProblem(checked.error.issues).code}`))
    // Both empty passes the schema (the API's default range): here it needs dates.
    if (!checked.data.from || !checked.data.to) return setProblem(t('errors.overviewRangeInvalid'))
    setProblem(undefined)
    onPick({ from: checked.data.from, to: checked.data.to })
  }

  return (
    <form className="inline-form" noValidate onSubmit={submit} aria-label={t('adminOverview.range.label')}>
      <TextField label={t('adminOverview.range.from')} type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
      <TextField label={t('adminOverview.range.to')} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
      <button type="submit" className="button secondary">
        {t('adminOverview.range.show')}
      </button>
      {problem && (
        <p className="field-error filter-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  )
}
