import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OTP_LENGTH, readSignInName } from '../../../domain/identity-rules.ts'
import { TextField } from '../../components/form/text-field.tsx'
import { SendButton } from '../../components/send-button.tsx'
import type { ApiFailure } from '../../lib/api-client.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useUiStore } from '../../lib/ui-store.ts'
import { resetPasswordByOtp } from './api/reset-password-by-otp.ts'
import { NewPasswordFields } from './new-password-fields.tsx'
import { type NewPasswordProblem, newPasswordProblem } from './new-password-problem.ts'
import { OtpField, useOtpFailureText } from './otp-field.tsx'

interface Problems {
  number?: boolean
  /** What is wrong with the code, already in the member's language. */
  otp?: string | undefined
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
  const failureText = useOtpFailureText()
  const [number, setNumber] = useState(sentNumber ?? '')
  const [otp, setOtp] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [problems, setProblems] = useState<Problems>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const typed = readSignInName(number)
    const found = {
      number: !('number' in typed),
      otp: otp.length !== OTP_LENGTH ? t('errors.otpInvalid') : undefined,
      password: newPasswordProblem(password, confirmation),
    }
    setProblems(found)
    if (!('number' in typed) || found.otp || found.password) return
    setBusy(true)
    const failure = await resetPasswordByOtp({ number: typed.number, otp, password }).then(
      () => undefined,
      (f: ApiFailure) => f,
    )
    setBusy(false)
    if (!failure) return void navigate({ to: '/$lang/signin', params: { lang: language }, search: { passwordChanged: true } })
    // A wrong or spent code is said under its field; anything else in the error modal.
    if (failure.code === 'otpInvalid' || failure.code === 'otpExpired') setProblems({ otp: failureText(failure) })
    else useUiStore.getState().showError({ code: failure.code, message: failure.message })
  }

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
        <OtpField label={t('otpReset.code')} value={otp} onChange={setOtp} error={problems.otp} />
        <NewPasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} problem={problems.password} />
        <SendButton className="button wide" busy={busy}>
          {t('reset.submit')}
        </SendButton>
      </form>
      <p>
        <Link to="/password/forgot">{t('otpReset.again')}</Link>
      </p>
    </section>
  )
}
