import { useTranslation } from 'react-i18next'
import { passwordStrength } from '../../../domain/identity-rules.ts'

const LEVELS = ['weak', 'fair', 'good', 'strong'] as const

/** The 0-3 strength of spec 1 §4, as four bars and a word that screen readers hear as it changes. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation()
  const level = passwordStrength(password)
  return (
    <div className="password-strength" data-level={level}>
      <div className="password-strength-bars" aria-hidden="true">
        {LEVELS.map((name, i) => (
          <span key={name} data-on={i <= level && password.length > 0} />
        ))}
      </div>
      <p aria-live="polite">{password && t('auth.strength.label', { level: t(`auth.strength.${LEVELS[level]}`) })}</p>
    </div>
  )
}
