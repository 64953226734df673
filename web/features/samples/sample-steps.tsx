import { useTranslation } from 'react-i18next'

const STEPS = ['brand', 'size', 'detail', 'address', 'confirm'] as const
export type SampleStep = (typeof STEPS)[number]

/** Where the member is in the request: brand, size, detail, address, confirm (spec 2 §2, §4). */
export function SampleSteps({ current }: { current: SampleStep }) {
  const { t } = useTranslation()
  return (
    <ol className="sample-steps" aria-label={t('samples.steps.label')}>
      {STEPS.map((step) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          {t(`samples.steps.${step}`)}
        </li>
      ))}
    </ol>
  )
}
