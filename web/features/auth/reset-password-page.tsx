import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiFailure } from '../../lib/api-client.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useUiStore } from '../../lib/ui-store.ts'
import { resetPassword } from './api/reset-password.ts'
import type { EmailLinkInput } from './api/verify-email.ts'
import { type NewPasswordProblem, newPasswordProblem } from './new-password-problem.ts'
import { PasswordField } from './password-field.tsx'

/** `/password/reset`: a new password and its confirmation, through the emailed link. */
export function ResetPasswordPage({ link }: { link: EmailLinkInput | null }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [problem, setProblem] = useState<NewPasswordProblem>()
  const [expired, setExpired] = useState(link === null)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = newPasswordProblem(password, confirmation)
    setProblem(found)
    if (found) return
    try {
      await resetPassword(link!, password)
      await navigate({ to: '/$lang/signin', params: { lang: language } })
    } catch (error) {
      const failure = error as ApiFailure
      if (failure.code === 'resetLinkExpired') setExpired(true)
      else useUiStore.getState().showError({ code: failure.code, message: failure.message })
    }
  }

  if (expired) {
    return (
      <section className="page narrow card">
        <h1>{t('reset.expiredTitle')}</h1>
        <p>{t('errors.resetLinkExpired')}</p>
        <Link to="/password/forgot" className="button">
          {t('forgot.title')}
        </Link>
      </section>
    )
  }

  const error = problem && (problem === 'passwordsDiffer' ? t('reset.passwordsDiffer') : t(`errors.${problem}`))
  return (
    <section className="page narrow card">
      <h1>{t('reset.title')}</h1>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <PasswordField label={t('reset.password')} hint={t('signup.passwordHint')} autoComplete="new-password" withStrength value={password} onChange={(e) => setPassword(e.target.value)} />
        <PasswordField label={t('reset.confirmation')} autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} error={error} />
        <button type="submit" className="button wide">
          {t('reset.submit')}
        </button>
      </form>
    </section>
  )
}
