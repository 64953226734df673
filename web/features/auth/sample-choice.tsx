import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCurrentLanguage } from '../../lib/language.ts'
import type { Sample } from '../../../domain/contract/content.ts'
import { fetchSamples } from './api/fetch-samples.ts'

interface SampleChoiceProps {
  value: number | null | undefined
  onChange: (id: number) => void
  error?: string
}

/** The free samples to choose from at signup, as a radio group of pictures. */
export function SampleChoice({ value, onChange, error }: SampleChoiceProps) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  // Fetched when the member asks for a sample, not before the page can show.
  const [samples, setSamples] = useState<Sample[]>()
  useEffect(() => void fetchSamples().then(setSamples, () => setSamples([])), [])
  if (!samples) return <p role="status">{t('common.loading')}</p>
  if (samples.length === 0) return <p className="notice">{t('signup.noSamples')}</p>
  return (
    <fieldset className="sample-choice" aria-invalid={error ? true : undefined}>
      <legend>{t('signup.chooseSample')}</legend>
      <div className="sample-grid">
        {samples.map((sample) => (
          <label key={sample.id} className="sample-card" data-selected={value === sample.id}>
            <input type="radio" name="sampleId" value={sample.id} checked={value === sample.id} onChange={() => onChange(sample.id)} />
            <img src={sample.itemImage[language]} alt="" width="160" height="120" loading="lazy" />
            <span>{sample.itemName[language]}</span>
          </label>
        ))}
      </div>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  )
}
