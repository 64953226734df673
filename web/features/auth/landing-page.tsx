import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, startTransition, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PendingSignup } from '../../../domain/identity.ts'
import { useClub } from '../../lib/club.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { fetchPendingSignup } from './api/fetch-pending-signup.ts'
import { MaintenanceNotice } from './maintenance-notice.tsx'
import { OtpStep, type OtpStepSignup } from './otp-step.tsx'
import type { FromLink } from './signup-form.tsx'
import { SocialLoginButton } from './social-login-button.tsx'
import { useSocialLoginStore } from './social-login-store.ts'

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

/** Where the signup card is: asking whether this device has a signup awaiting its OTP, the form, or the OTP step. */
type SignupStep = { kind: 'checking' } | { kind: 'form' } | { kind: 'otp'; signup: OtpStepSignup; resumed: boolean }

/** A signup made on this device that still awaits its OTP is picked up at its OTP step, after a reload too. */
function usePendingSignup(): [SignupStep, (step: SignupStep) => void] {
  const [step, setStep] = useState<SignupStep>({ kind: 'checking' })
  useEffect(() => {
    let live = true
    const found = (pending: PendingSignup | null): SignupStep => (pending ? { kind: 'otp', signup: { ...pending, otp: 'sentEarlier' }, resumed: true } : { kind: 'form' })
    // Offline or failing, the form shows: a pending signup is picked up next time.
    void fetchPendingSignup().then(found, () => ({ kind: 'form' }) as const).then((next) => live && setStep((s) => (s.kind === 'checking' ? next : s)))
    return () => {
      live = false
    }
  }, [])
  return [step, setStep]
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
  const [step, setStep] = usePendingSignup()
  const painted = usePainted()
  const socialSignup = useSocialLoginStore((state) => state.next?.kind === 'signup')
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
        {step.kind === 'otp' ? (
          <>
            <OtpStep signup={step.signup} onVerified={() => void navigate({ to: '/$lang/registration/success', params: { lang: language }, search: { success: true } })} />
            {step.resumed && (
              <p>
                <button type="button" className="link-button" onClick={() => setStep({ kind: 'form' })}>
                  {t('otp.startAgain')}
                </button>
              </p>
            )}
          </>
        ) : painted && step.kind === 'form' ? (
          <>
            <Suspense fallback={formPlaceholder}>
              <SignupForm fromLink={fromLink} onSignedUp={(signup) => setStep({ kind: 'otp', signup, resumed: false })} />
            </Suspense>
            {!socialSignup && <SocialLoginButton />}
          </>
        ) : (
          formPlaceholder
        )}
      </section>
      <MaintenanceNotice />
    </div>
  )
}
