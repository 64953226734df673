import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useCurrentLanguage } from '../../lib/language.ts'

/** `/{language}/registration/success`: the thank-you page after the OTP, leading to sign-in. */
export function RegistrationSuccessPage() {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  return (
    <section className="page narrow card center">
      <h1>{t('registered.title')}</h1>
      <p>{t('registered.body')}</p>
      <Link to="/$lang/signin" params={{ lang: language }} className="button">
        {t('registered.signin')}
      </Link>
    </section>
  )
}
