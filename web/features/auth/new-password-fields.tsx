import { useTranslation } from 'react-i18next'
import type { NewPasswordProblem } from './new-password-problem.ts'
import { PasswordField } from './password-field.tsx'
import { usePasswordProblemText } from './use-password-problem-text.ts'

interface NewPasswordFieldsProps {
  password: string
  confirmation: string
  onPassword: (value: string) => void
  onConfirmation: (value: string) => void
  /** What the last try to save found wrong (`newPasswordProblem`). */
  problem: NewPasswordProblem | undefined
}

/** A new password with its meter, and its confirmation: each problem is said under the field it is about. */
export function NewPasswordFields({ password, confirmation, onPassword, onConfirmation, problem }: NewPasswordFieldsProps) {
  const { t } = useTranslation()
  const problemText = usePasswordProblemText()
  return (
    <>
      <PasswordField
        label={t('reset.password')}
        hint={t('signup.passwordHint')}
        autoComplete="new-password"
        withStrength
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={problem === 'passwordFormat' ? problemText.message(password) : problem === 'fillAllFields' && !password ? t('errors.fillAllFields') : undefined}
      />
      <PasswordField
        label={t('reset.confirmation')}
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => onConfirmation(e.target.value)}
        error={problem === 'passwordsDiffer' ? t('reset.passwordsDiffer') : problem === 'fillAllFields' && !confirmation ? t('errors.fillAllFields') : undefined}
      />
    </>
  )
}
