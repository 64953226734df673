import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/form/text-field.tsx'
import { saveDoublePointDays } from './save-double-point-days.ts'

/** The days of the month that earn double points, edited as a comma-separated list. */
export function DoublePointDaysForm({ days, onSaved }: { days: number[]; onSaved: (days: number[]) => void }) {
  const { t } = useTranslation()
  const [text, setText] = useState(days.join(', '))
  const [invalid, setInvalid] = useState(false)

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = text.split(/[\s,]+/).filter(Boolean).map(Number)
    const ok = parsed.every((d) => Number.isInteger(d) && d >= 1 && d <= 31) && new Set(parsed).size === parsed.length
    setInvalid(!ok)
    if (!ok) return
    const saved = await saveDoublePointDays(parsed).catch(() => undefined)
    if (saved) onSaved(saved.doublePointsDate.date)
  }

  return (
    <form className="inline-form" onSubmit={(e) => void save(e)}>
      <TextField
        label={t('adminCodes.doubleDays')}
        hint={t('adminCodes.doubleDaysHint')}
        inputMode="numeric"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={invalid ? t('errors.doublePointDaysInvalid') : undefined}
      />
      <button type="submit" className="button secondary">
        {t('common.save')}
      </button>
    </form>
  )
}
