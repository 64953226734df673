import { useTranslation } from 'react-i18next'

const RULES = ['perBaby', 'perTwoYears', 'malaysiaOnly', 'complete'] as const

/** The free-sample rules as members are told them (spec 2 §5 "Sample requests"); the limits come from domain/samples.ts. */
export function SampleRules() {
  const { t } = useTranslation()
  return (
    <ul className="sample-rules" aria-label={t('samples.rules.title')}>
      {RULES.map((rule) => (
        <li key={rule}>{t(`samples.rules.${rule}`)}</li>
      ))}
    </ul>
  )
}
