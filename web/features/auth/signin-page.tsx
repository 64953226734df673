import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../components/form/text-field.tsx'
import { Modal } from '../../components/modal.tsx'
import { SendButton } from '../../components/send-button.tsx'
import type { ApiFailure } from '../../lib/api-client.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { startMemberSession } from '../../lib/start-session.ts'
import { useUiStore } from '../../lib/ui-store.ts'
import { signIn } from './api/sign-in.ts'
import { MaintenanceNotice } from './maintenance-notice.tsx'
import { OtpStep, type OtpStepSignup } from './otp-step.tsx'
import { PasswordField } from './password-field.tsx'
import { SocialLoginButton } from './social-login-button.tsx'
import { useSocialLoginStore } from './social-login-store.ts'
import { useClub } from '../../lib/club.ts'
import { UnlockDialog } from './unlock-dialog.tsx'
import { WeakPasswordDialog } from './weak-password-dialog.tsx'
import { track } from '../../lib/tracking.ts'

/**
 * `/{language}/signin`: email or mobile number, and password (the club's, or for a partner mall
 * account the partner's); an account that must choose a password is sent a reset link or code, one
 * whose password is too weak is offered the reset, a locked one gets the ways to unlock it, and a
 * signup still awaiting its OTP goes on to its OTP step, then straight in (to `redirect` when given).
 */
export function SigninPage({ passwordChanged = false, redirect }: { passwordChanged?: boolean; redirect?: string }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const navigate = useNavigate()
  const club = useClub()
  // Back from the provider with the email of an account: the password links the provider to it.
  const link = useSocialLoginStore((state) => (state.next?.kind === 'link' ? state.next : undefined))
  const [email, setEmail] = useState(link?.email ?? '')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [resetSent, setResetSent] = useState(false)
  const [lockedEmail, setLockedEmail] = useState<string>()
  const [weakPasswordOf, setWeakPasswordOf] = useState<string>()
  const [pending, setPending] = useState<OtpStepSignup>()

  const logIn = async () => {
    setBusy(true)
    const name = email.trim()
    const answer = await signIn(name, password, language, link?.ticket).catch((failure: ApiFailure) => {
      if (failure.code === 'accountLocked') setLockedEmail(name)
      else if (failure.code === 'passwordNotStrong') setWeakPasswordOf(name)
      else useUiStore.getState().showError({ code: failure.code, message: failure.message })
      return undefined
    })
    setBusy(false)
    if (!answer) return
    if ('flow' in answer) {
      if (answer.flow === 'verifyOtp') return setPending({ ...answer.pending, otp: 'sentEarlier' })
      return setResetSent(true)
    }
    if (link) useSocialLoginStore.getState().set(undefined)
    startMemberSession(answer.token, answer.user)
    track({ event: 'signIn' })
    // A visitor sent here from a public page (the Wishing Tree's Donate) goes back to it.
    if (redirect) await navigate({ href: redirect })
    else await navigate({ to: '/dashboard' })
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setMissing(!email.trim() || !password)
    if (email.trim() && password) void logIn()
  }

  if (pending) {
    // Verified, the same email and password sign in.
    return (
      <section className="page narrow card">
        <h1>{t('signin.title')}</h1>
        <OtpStep signup={pending} onVerified={() => void logIn()} />
      </section>
    )
  }

  return (
    <section className="page narrow card">
      <h1>{t('signin.title')}</h1>
      {link && club.socialLogin && (
        <p className="notice" role="status">
          {t('social.linkNotice', { provider: club.socialLogin.providerName, email: link.email })}
        </p>
      )}
      {passwordChanged && (
        <p className="notice" role="status">
          {t('signin.passwordChanged')}
        </p>
      )}
      <form noValidate onSubmit={submit}>
        <TextField label={t('signin.emailOrNumber')} autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={missing && !email.trim() ? t('errors.fillAllFields') : undefined} />
        <PasswordField label={t('signin.password')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={missing && !password ? t('errors.fillAllFields') : undefined} />
        <p>
          <Link to="/password/forgot">{t('signin.forgot')}</Link>
        </p>
        <SendButton className="button wide" busy={busy}>
          {t('signin.submit')}
        </SendButton>
      </form>
      {!link && <SocialLoginButton />}
      <p>
        {t('signin.noAccount')}{' '}
        <Link to="/$lang" params={{ lang: language }} hash="signup">
          {t('shell.signup')}
        </Link>
      </p>
      <Modal open={resetSent} title={t('signin.resetSentTitle')} onClose={() => setResetSent(false)}>
        <p>{t('signin.resetSentBody')}</p>
      </Modal>
      {lockedEmail && <UnlockDialog email={lockedEmail} onClose={() => setLockedEmail(undefined)} />}
      {weakPasswordOf && <WeakPasswordDialog name={weakPasswordOf} onClose={() => setWeakPasswordOf(undefined)} />}
      <MaintenanceNotice />
    </section>
  )
}
