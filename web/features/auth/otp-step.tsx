import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { displayPhone, OTP_LENGTH, OTP_RESEND_SECONDS } from '../../../domain/identity-rules.ts'
import { TextField } from '../../components/form/text-field.tsx'
import { Modal } from '../../components/modal.tsx'
import type { ApiFailure } from '../../lib/api-client.ts'
import { useUiStore } from '../../lib/ui-store.ts'
import { resendOtp } from './api/resend-otp.ts'
import { verifyOtp } from './api/verify-otp.ts'
import type { PendingSignup } from './signup-form.tsx'

/**
 * After signup: the 4-character OTP sent by SMS, with a 60-second wait before another can be sent.
 * A text that could not be sent is said here, and a new one can be asked for at once.
 */
export function OtpStep({ pending, onVerified }: { pending: PendingSignup; onVerified: () => void }) {
  const { t } = useTranslation()
  const [otp, setOtp] = useState('')
  const [secondsLeft, setSecondsLeft] = useState(pending.otpSent ? OTP_RESEND_SECONDS : 0)
  const [sentNotice, setSentNotice] = useState(pending.otpSent)
  const [notSent, setNotSent] = useState(!pending.otpSent)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [secondsLeft])

  const verify = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const ok = await verifyOtp({ otp, number: pending.number, id: pending.uuid, uniqueToken: pending.uniqueToken }).then(
      () => true,
      () => false,
    )
    setBusy(false)
    if (ok) onVerified()
  }

  const resend = async () => {
    try {
      await resendOtp(pending.number)
      setNotSent(false)
      setSecondsLeft(OTP_RESEND_SECONDS)
      setSentNotice(true)
    } catch (error) {
      const failure = error as ApiFailure
      if (failure.code === 'smsNotSent') setNotSent(true)
      else useUiStore.getState().showError({ code: failure.code, message: failure.message })
    }
  }

  return (
    <form className="otp-step" onSubmit={(e) => void verify(e)} aria-labelledby="otp-title">
      <h2 id="otp-title">{t('otp.title')}</h2>
      {notSent ? (
        <p className="notice" role="alert">
          {t('errors.smsNotSent')}
        </p>
      ) : (
        <p>{t('otp.body', { number: displayPhone(pending.number) })}</p>
      )}
      <TextField
        label={t('otp.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={otp}
        onChange={(e) => setOtp(e.target.value.trim())}
        className="otp-input"
      />
      <button type="submit" className="button wide" disabled={otp.length !== OTP_LENGTH || busy}>
        {busy ? t('common.sending') : t('otp.verify')}
      </button>
      <p aria-live="polite">
        {secondsLeft > 0 ? (
          t('otp.resendIn', { seconds: secondsLeft })
        ) : (
          <button type="button" className="link-button" onClick={() => void resend()}>
            {t('otp.resend')}
          </button>
        )}
      </p>
      <Modal
        open={sentNotice}
        title={t('otp.sentTitle')}
        onClose={() => setSentNotice(false)}
      >
        <p>{t('otp.sentBody', { number: displayPhone(pending.number) })}</p>
      </Modal>
    </form>
  )
}
