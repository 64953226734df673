import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useClub } from '../../lib/club.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { MaintenanceNotice } from './maintenance-notice.tsx'
import { OtpStep } from './otp-step.tsx'
import { type FromLink, type PendingSignup, SignupForm } from './signup-form.tsx'

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
        ) : (
          <SignupForm fromLink={fromLink} onSignedUp={setPending} />
        )}
      </section>
      <MaintenanceNotice />
    </div>
  )
}
