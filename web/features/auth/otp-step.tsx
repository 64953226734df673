import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PendingSignup } from '../../../domain/identity.ts'
import { displayPhone, OTP_LENGTH, OTP_RESEND_SECONDS } from '../../../domain/identity-rules.ts'
import { Modal } from '../../components/modal.tsx'
import { SendButton } from '../../components/send-button.tsx'
import type { ApiFailure } from '../../lib/api-client.ts'
import { useUiStore } from '../../lib/ui-store.ts'
import { resendOtp } from './api/resend-otp.ts'
import { verifyOtp } from './api/verify-otp.ts'
import { OtpField, useOtpFailureText } from './otp-field.tsx'

/** A signup at its OTP step, and how its code went: texted just now, not sent, or texted before a reload or on another device. */
export interface OtpStepSignup extends PendingSignup {
  otp: 'sent' | 'notSent' | 'sentEarlier'
}

/**
 * After signup: the 4-digit OTP sent by SMS, with a 60-second wait before another can be sent.
 * A text that could not be sent is said here, and a new one can be asked for at once. A signup
 * picked up again (after a reload, or by signing in) carries on with the wait the API reports.
 */
export function OtpStep({ signup, onVerified }: { signup: OtpStepSignup; onVerified: () => void }) {
  const { t } = useTranslation()
  const failureText = useOtpFailureText()
  const [otp, setOtp] = useState('')
  const [status, setStatus] = useState(signup.otp)
  const [secondsLeft, setSecondsLeft] = useState(signup.resendInSeconds)
  const [sentNotice, setSentNotice] = useState(signup.otp === 'sent')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [secondsLeft])

  const verify = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    const failure = await verifyOtp({ otp, number: signup.number, id: signup.uuid, uniqueToken: signup.uniqueToken }).then(
      () => undefined,
      (f: ApiFailure) => f,
    )
    setBusy(false)
    if (failure) setError(failureText(failure))
    else onVerified()
  }

  const resend = async () => {
    try {
      await resendOtp(signup)
      setStatus('sent')
      setOtp('')
      setError(undefined)
      setSecondsLeft(OTP_RESEND_SECONDS)
      setSentNotice(true)
    } catch (error) {
      const failure = error as ApiFailure
      if (failure.code === 'smsNotSent') setStatus('notSent')
      else useUiStore.getState().showError({ code: failure.code, message: failure.message })
    }
  }

  const number = displayPhone(signup.number)
  return (
    <form className="otp-step" noValidate onSubmit={(e) => void verify(e)} aria-labelledby="otp-title">
      <h2 id="otp-title">{t('otp.title')}</h2>
      {status === 'notSent' ? (
        <p className="notice" role="alert">
          {t('errors.smsNotSent')}
        </p>
      ) : (
        <p>{status === 'sentEarlier' ? t('otp.resumeBody', { number }) : t('otp.body', { number })}</p>
      )}
      <OtpField label={t('otp.label')} value={otp} onChange={setOtp} error={error} />
      <SendButton className="button wide" busy={busy} disabled={otp.length !== OTP_LENGTH}>
        {t('otp.verify')}
      </SendButton>
      <p aria-live="polite">
        {secondsLeft > 0 ? (
          t('otp.resendIn', { seconds: secondsLeft })
        ) : (
          <button type="button" className="link-button" onClick={() => void resend()}>
            {t('otp.resend')}
          </button>
        )}
      </p>
      <Modal open={sentNotice} title={t('otp.sentTitle')} onClose={() => setSentNotice(false)}>
        <p>{t('otp.sentBody', { number })}</p>
      </Modal>
    </form>
  )
}
