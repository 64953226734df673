import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { VERIFY_SUCCESS_COUNTDOWN_SECONDS } from '../../../domain/identity-rules.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { startMemberSession } from '../../lib/start-session.ts'
import type { EmailLink } from '../../../domain/identity.ts'
import { verifyEmail } from './api/verify-email.ts'

type State = { step: 'checking' } | { step: 'verified'; secondsLeft: number } | { step: 'expired' }

// A link works once, so each is spent once however often the page mounts.
const spent = new Map<string, ReturnType<typeof verifyEmail>>()
const spend = (link: EmailLink) => {
  const key = `${link.id}.${link.datems}.${link.sig}`
  if (!spent.has(key)) spent.set(key, verifyEmail(link))
  return spent.get(key)!
}

/**
 * `/registration/confirm-and-verify`: spends the emailed link, then after a 5-second countdown signs
 * the member in (spec 1 §4). A link from another day, altered or used shows the expiry message.
 */
export function VerifyEmailPage({ link }: { link: EmailLink | null }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const navigate = useNavigate()
  const [state, setState] = useState<State>(link ? { step: 'checking' } : { step: 'expired' })
  const session = useRef<Awaited<ReturnType<typeof verifyEmail>>['userData']>(undefined)

  useEffect(() => {
    if (!link) return
    spend(link).then(
      (answer) => {
        session.current = answer.userData
        setState({ step: 'verified', secondsLeft: VERIFY_SUCCESS_COUNTDOWN_SECONDS })
      },
      () => setState({ step: 'expired' }),
    )
  }, [link])

  useEffect(() => {
    if (state.step !== 'verified') return
    if (state.secondsLeft === 0) {
      const { token, user } = session.current!
      startMemberSession(token, user)
      void navigate({ to: '/dashboard' })
      return
    }
    const timer = setTimeout(() => setState({ step: 'verified', secondsLeft: state.secondsLeft - 1 }), 1000)
    return () => clearTimeout(timer)
  }, [state, navigate])

  return (
    <section className="page narrow card center" aria-live="polite">
      {state.step === 'checking' && <p>{t('verify.checking')}</p>}
      {state.step === 'verified' && (
        <>
          <h1>{t('verify.title')}</h1>
          <p>{t('verify.body')}</p>
          <p>{t('verify.countdown', { seconds: state.secondsLeft })}</p>
        </>
      )}
      {state.step === 'expired' && (
        <>
          <h1>{t('verify.expiredTitle')}</h1>
          <p>{t('errors.verifyLinkExpired')}</p>
          <Link to="/$lang" params={{ lang: language }} hash="signup" className="button">
            {t('shell.signup')}
          </Link>
        </>
      )}
    </section>
  )
}
