import { useTranslation } from 'react-i18next'
import { passwordProblems, passwordStrength } from '../../../domain/identity-rules.ts'
import { usePasswordProblemText } from './use-password-problem-text.ts'

const LEVELS = ['tooWeak', 'weak', 'fair', 'strong'] as const

/**
 * The 0-3 strength of spec 1 §4 as four bars and a word that screen readers hear as it changes,
 * and under it what the password still lacks: only a password that meets the rule reads strong.
 */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation()
  const problemText = usePasswordProblemText()
  const level = passwordStrength(password)
  const problems = password ? passwordProblems(password) : []
  return (
    <div className="password-strength" data-level={level}>
      <div className="password-strength-bars" aria-hidden="true">
        {LEVELS.map((name, i) => (
          <span key={name} data-on={i <= level && password.length > 0} />
        ))}
      </div>
      <p aria-live="polite">{password && t('auth.strength.label', { level: t(`auth.strength.${LEVELS[level]}`) })}</p>
      {problems.length > 0 && (
        <ul className="password-problems" aria-label={t('auth.passwordRules.title')}>
          {problems.map((problem) => (
            <li key={problem.rule}>{problemText.sentence(problem)}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
