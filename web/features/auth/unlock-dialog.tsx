import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OTP_LENGTH } from '../../../domain/identity-rules.ts'
import { Modal } from '../../components/modal.tsx'
import { SendButton } from '../../components/send-button.tsx'
import type { ApiFailure } from '../../lib/api-client.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { forgotPassword } from './api/forgot-password.ts'
import { requestUnlockCode } from './api/request-unlock-code.ts'
import { unlockAccount } from './api/unlock-account.ts'
import { OtpField, useOtpFailureText } from './otp-field.tsx'

type Step = 'choose' | 'code' | 'unlocked' | 'emailed'

/**
 * The spec's lock message, with the owner's ways back in, since anyone who knows the email can set
 * the lock: a code texted to the account's phone lifts it, and so does choosing a new password
 * through the emailed link.
 */
export function UnlockDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const failureText = useOtpFailureText()
  const [step, setStep] = useState<Step>('choose')
  const [otp, setOtp] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  /** Runs one call, moving on to `next` when it succeeds and showing its error in place when not. */
  const run = async (call: () => Promise<unknown>, next: Step) => {
    setBusy(true)
    setError(undefined)
    try {
      await call()
      setStep(next)
    } catch (failure) {
      setError(failureText(failure as ApiFailure))
    } finally {
      setBusy(false)
    }
  }

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault()
    void run(() => unlockAccount(email, otp), 'unlocked')
  }

  const title = step === 'unlocked' ? t('unlock.unlockedTitle') : step === 'emailed' ? t('signin.resetSentTitle') : t('unlock.title')
  const closeButton = (
    <button type="button" className="button secondary" onClick={onClose}>
      {t('common.close')}
    </button>
  )

  return (
    <Modal open title={title} onClose={onClose} actions={step === 'choose' || step === 'code' ? closeButton : undefined}>
      {step === 'choose' && (
        <>
          <p>{t('errors.accountLocked')}</p>
          <p>{t('unlock.lead')}</p>
          <button type="button" className="button wide" disabled={busy} onClick={() => void run(() => requestUnlockCode(email, language), 'code')}>
            {t('unlock.sendCode')}
          </button>
          <button type="button" className="button wide secondary" disabled={busy} onClick={() => void run(() => forgotPassword(email, language, { showError: false }), 'emailed')}>
            {t('unlock.emailReset')}
          </button>
          {error && <p role="alert" className="field-error">{error}</p>}
        </>
      )}
      {step === 'code' && (
        <form noValidate onSubmit={submitCode}>
          <p>{t('unlock.codeSent')}</p>
          <OtpField label={t('otp.label')} value={otp} onChange={setOtp} error={error} />
          <SendButton className="button wide" busy={busy} disabled={otp.length !== OTP_LENGTH}>
            {t('unlock.submit')}
          </SendButton>
        </form>
      )}
      {step === 'unlocked' && <p>{t('unlock.unlockedBody')}</p>}
      {step === 'emailed' && <p>{t('unlock.emailedBody')}</p>}
    </Modal>
  )
}
