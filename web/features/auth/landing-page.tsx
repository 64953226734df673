import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, startTransition, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useClub } from '../../lib/club.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { MaintenanceNotice } from './maintenance-notice.tsx'
import { OtpStep } from './otp-step.tsx'
import type { FromLink, PendingSignup } from './signup-form.tsx'

// The form and its form library start loading once the hero has painted: the hero is what a
// visitor reads first, and on a slow network it should not wait for them.
const SignupForm = lazy(async () => ({ default: (await import('./signup-form.tsx')).SignupForm }))

/** False until the page has painted once (a timer set in the frame before that paint fires after it). */
function usePainted() {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer = 0
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => startTransition(() => setPainted(true)))))
    return () => (cancelAnimationFrame(frame), clearTimeout(timer))
  }, [])
  return painted
}

interface LandingPageProps {
  fromLink: FromLink
}

/** `/{language}`: what the club offers, the signup form, then the OTP step. */
export function LandingPage({ fromLink }: LandingPageProps) {
  const { t } = useTranslation()
  const club = useClub()
  const language = useCurrentLanguage()
  const navigate = useNavigate()
  const [pending, setPending] = useState<PendingSignup>()
  const painted = usePainted()
  const formPlaceholder = (
    <div className="signup-placeholder" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  )

  return (
    <div className="landing">
      <section className="hero">
        <h1>{t('landing.title', { club: club.name })}</h1>
        <p>{t('landing.lead')}</p>
        <ul className="hero-points">
          <li>{t('landing.benefitScan')}</li>
          <li>{t('landing.benefitRewards')}</li>
          <li>{t('landing.benefitSample')}</li>
        </ul>
        <p>
          {t('landing.haveAccount')}{' '}
          <Link to="/$lang/signin" params={{ lang: language }}>
            {t('shell.login')}
          </Link>
        </p>
      </section>
      <section id="signup" className="card">
        {pending ? (
          <OtpStep pending={pending} onVerified={() => void navigate({ to: '/$lang/registration/success', params: { lang: language }, search: { success: true } })} />
        ) : painted ? (
          <Suspense fallback={formPlaceholder}>
            <SignupForm fromLink={fromLink} onSignedUp={setPending} />
          </Suspense>
        ) : (
          formPlaceholder
        )}
      </section>
      <MaintenanceNotice />
    </div>
  )
}
