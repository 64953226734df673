import { useTranslation } from 'react-i18next'
import { useCurrentLanguage } from '../../lib/language.ts'
import type { SignupSample } from './api/fetch-samples.ts'

interface SampleChoiceProps {
  samples: SignupSample[]
  value: number | null | undefined
  onChange: (id: number) => void
  error?: string
}

/** The free samples to choose from at signup, as a radio group of pictures. */
export function SampleChoice({ samples, value, onChange, error }: SampleChoiceProps) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
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
