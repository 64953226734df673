import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiFailure } from '../../lib/api-client.ts'
import { useClub } from '../../lib/club.ts'
import { switchLanguage, useCurrentLanguage } from '../../lib/language.ts'
import { startMemberSession } from '../../lib/start-session.ts'
import { finishSocialLogin } from './api/social-login.ts'
import { useSocialLoginStore } from './social-login-store.ts'

/**
 * `/social/callback`: where the provider sends the browser back. The query goes to the API once
 * (its state is single-use), and the member goes on: signed in, to the prefilled signup, or to
 * sign-in to link the provider; or is told what went wrong, with the ways back.
 */
export function SocialCallbackPage() {
  const { t } = useTranslation()
  const club = useClub()
  const navigate = useNavigate()
  const currentLanguage = useCurrentLanguage()
  const [problem, setProblem] = useState<string>()
  const sent = useRef(false)
  const provider = club.socialLogin?.providerName ?? ''

  useEffect(() => {
    // Once, though React may run effects twice in development: a second try would find the state spent.
    if (sent.current) return
    sent.current = true
    finishSocialLogin(window.location.search).then(
      async (answer) => {
        const lang = answer.language
        await switchLanguage(lang)
        if (answer.outcome === 'signedIn') {
          startMemberSession(answer.token, answer.user)
          return navigate({ to: '/dashboard', replace: true })
        }
        useSocialLoginStore.getState().set(answer.outcome === 'signup' ? { kind: 'signup', ticket: answer.ticket, prefill: answer.prefill } : { kind: 'link', ticket: answer.ticket, email: answer.email })
        if (answer.outcome === 'signup') return navigate({ to: '/$lang', params: { lang }, hash: 'signup', replace: true })
        return navigate({ to: '/$lang/signin', params: { lang }, replace: true })
      },
      (failure: unknown) => {
        const code = failure instanceof ApiFailure ? failure.code : 'socialUnavailable'
        // The spec's words for a provider that kept the email back, with the provider's name.
        setProblem(code === 'socialNoEmail' ? t('social.noEmail', { provider }) : t(`errors.${code}`, { defaultValue: t('errors.socialSignInFailed') }))
      },
    )
  }, [navigate, provider, t])

  return (
    <section className="page narrow card">
      <h1>{t('social.title', { provider })}</h1>
      {problem ? (
        <>
          <p className="notice" role="alert">
            {problem}
          </p>
          <p>
            <Link to="/$lang" params={{ lang: currentLanguage }} hash="signup">
              {t('shell.signup')}
            </Link>{' '}
            ·{' '}
            <Link to="/$lang/signin" params={{ lang: currentLanguage }}>
              {t('shell.login')}
            </Link>
          </p>
        </>
      ) : (
        <p role="status">{t('social.checking', { provider })}</p>
      )}
    </section>
  )
}
