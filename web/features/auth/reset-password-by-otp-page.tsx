import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OTP_LENGTH, readSignInName } from '../../../domain/identity-rules.ts'
import { TextField } from '../../components/form/text-field.tsx'
import { useCurrentLanguage } from '../../lib/language.ts'
import { resetPasswordByOtp } from './api/reset-password-by-otp.ts'
import { type NewPasswordProblem, newPasswordProblem } from './new-password-problem.ts'
import { PasswordField } from './password-field.tsx'

interface Problems {
  number?: boolean
  otp?: boolean
  password?: NewPasswordProblem | undefined
}

/**
 * `/password/otp`: a member whose email is not confirmed yet gets a code by SMS from forgot-password
 * instead of a link, and chooses the new password here with their number and that code.
 */
export function ResetPasswordByOtpPage({ number: sentNumber }: { number: string | undefined }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const navigate = useNavigate()
  const [number, setNumber] = useState(sentNumber ?? '')
  const [otp, setOtp] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [problems, setProblems] = useState<Problems>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const typed = readSignInName(number)
    const found = { number: !('number' in typed), otp: otp.length !== OTP_LENGTH, password: newPasswordProblem(password, confirmation) }
    setProblems(found)
    if (!('number' in typed) || found.otp || found.password) return
    setBusy(true)
    const done = await resetPasswordByOtp({ number: typed.number, otp, password }).then(() => true, () => false)
    setBusy(false)
    if (done) await navigate({ to: '/$lang/signin', params: { lang: language } })
  }

  const passwordError = problems.password && (problems.password === 'passwordsDiffer' ? t('reset.passwordsDiffer') : t(`errors.${problems.password}`))
  return (
    <section className="page narrow card">
      <h1>{t('otpReset.title')}</h1>
      <p>{t('otpReset.lead')}</p>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label={t('signup.number')}
          prefix="+6"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          error={problems.number ? t('errors.invalidNumber') : undefined}
        />
        <TextField
          label={t('otpReset.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={otp}
          onChange={(e) => setOtp(e.target.value.trim())}
          error={problems.otp ? t('errors.otpInvalid') : undefined}
        />
        <PasswordField label={t('reset.password')} hint={t('signup.passwordHint')} autoComplete="new-password" withStrength value={password} onChange={(e) => setPassword(e.target.value)} />
        <PasswordField label={t('reset.confirmation')} autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} error={passwordError} />
        <button type="submit" className="button wide" disabled={busy}>
          {busy ? t('common.sending') : t('reset.submit')}
        </button>
      </form>
      <p>
        <Link to="/password/forgot">{t('otpReset.again')}</Link>
      </p>
    </section>
  )
}
