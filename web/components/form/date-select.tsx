import { useTranslation } from 'react-i18next'
import { useFieldIds } from './field-ids.ts'
import { FieldError, FieldHint } from './field-message.tsx'

interface DateSelectProps {
  label: string
  /** `YYYY-MM-DD`; parts not chosen yet are left empty (`2024--05`), '' when none are. */
  value: string
  onChange: (value: string) => void
  /** The years offered, newest first. */
  years: number[]
  hint?: string
  error?: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Whether all three parts are chosen (the picker gives `2024--05` while one is missing). */
export const isWholeDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)

/**
 * A day-month-year picker of three selects (spec 1 §5): it reads the same on every phone, unlike
 * the native date input whose order follows the browser's locale.
 */
export function DateSelect({ label, value, onChange, years, hint, error }: DateSelectProps) {
  const { t } = useTranslation()
  const ids = useFieldIds(hint, error)
  const [year = '', month = '', day = ''] = value ? value.split('-') : []
  const parts = { year, month, day }
  const change = (part: keyof typeof parts, next: string) => {
    const m = { ...parts, [part]: next }
    if (!m.year && !m.month && !m.day) return onChange('')
    // 31 April becomes 30 April rather than an invalid date.
    const lastDay = m.year && m.month ? new Date(Date.UTC(Number(m.year), Number(m.month), 0)).getUTCDate() : 31
    onChange(`${m.year}-${m.month}-${m.day && pad(Math.min(Number(m.day), lastDay))}`)
  }
  const months = Array.from({ length: 12 }, (_, i) => i + 1)

  return (
    <fieldset className="field date-select" aria-describedby={ids.describedBy}>
      <legend>{label}</legend>
      <FieldHint id={ids.hintId} text={hint} />
      <div className="date-select-parts">
        <select aria-label={t('form.day')} aria-invalid={ids.invalid} value={day} onChange={(e) => change('day', e.target.value)}>
          <option value="">{t('form.day')}</option>
          {Array.from({ length: 31 }, (_, i) => pad(i + 1)).map((d) => (
            <option key={d} value={d}>
              {Number(d)}
            </option>
          ))}
        </select>
        <select aria-label={t('form.month')} aria-invalid={ids.invalid} value={month} onChange={(e) => change('month', e.target.value)}>
          <option value="">{t('form.month')}</option>
          {months.map((m) => (
            <option key={m} value={pad(m)}>
              {t(`form.monthNames.${m}`)}
            </option>
          ))}
        </select>
        <select aria-label={t('form.year')} aria-invalid={ids.invalid} value={year} onChange={(e) => change('year', e.target.value)}>
          <option value="">{t('form.year')}</option>
          {years.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={ids.errorId} text={error} />
    </fieldset>
  )
}
