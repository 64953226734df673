import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiFailure } from '../../lib/api-client.ts'
import { useClub } from '../../lib/club.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { startSocialLogin } from './api/social-login.ts'

/** "Continue with Google": to the club's OpenID provider; nothing when the club has none configured. */
export function SocialLoginButton() {
  const { t } = useTranslation()
  const club = useClub()
  const language = useCurrentLanguage()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  if (!club.socialLogin) return null
  const provider = club.socialLogin.providerName

  const go = async () => {
    setBusy(true)
    setProblem(undefined)
    try {
      const { url } = await startSocialLogin(language)
      window.location.assign(url)
    } catch (failure) {
      setProblem(failure instanceof ApiFailure ? t(`errors.${failure.code}`, { defaultValue: failure.message }) : t('errors.socialUnavailable'))
      setBusy(false)
    }
  }

  return (
    <div className="social-login">
      <p className="social-login-or">{t('social.or')}</p>
      <button type="button" className="button secondary wide" disabled={busy} aria-busy={busy} onClick={() => void go()}>
        {busy ? t('social.opening', { provider }) : t('social.continueWith', { provider })}
      </button>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
