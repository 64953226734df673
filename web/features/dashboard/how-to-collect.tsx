import { useTranslation } from 'react-i18next'

const STEPS = ['scan', 'points', 'rewards'] as const

/**
 * The how-to-collect animation: the three steps light up in turn (CSS), and simply stand still for
 * someone who prefers reduced motion.
 */
export function HowToCollect() {
  const { t } = useTranslation()
  return (
    <ol className="how-to-collect">
      {STEPS.map((step, i) => (
        <li key={step} style={{ animationDelay: `${i * 1.2}s` }}>
          <span className="how-to-step" aria-hidden="true">
            {i + 1}
          </span>
          <strong>{t(`howToCollect.${step}.title`)}</strong>
          <span>{t(`howToCollect.${step}.body`)}</span>
        </li>
      ))}
    </ol>
  )
}
