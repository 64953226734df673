import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readSignInName } from '../../../domain/identity-rules.ts'
import { Modal } from '../../components/modal.tsx'
import { SendButton } from '../../components/send-button.tsx'
import type { ApiFailure } from '../../lib/api-client.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { forgotPassword } from './api/forgot-password.ts'

/**
 * The spec's "Password not strong enough" pop-up (§8): the right password, set before today's
 * rules, must be changed first. Its reset button starts the usual reset (decision 10: the server
 * sends a signed link to a proven email, else a code to the phone), then says what is on its way.
 */
export function WeakPasswordDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const navigate = useNavigate()
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const typed = readSignInName(name)

  const reset = async () => {
    setBusy(true)
    setError(undefined)
    try {
      await forgotPassword('number' in typed ? typed.number : typed.email, language, { showError: false })
      setSent(true)
    } catch (failure) {
      const { code, message } = failure as ApiFailure
      setError(t(`errors.${code}`, { defaultValue: message }))
    } finally {
      setBusy(false)
    }
  }

  if (sent) {
    return (
      <Modal
        open
        title={t('forgot.sentTitle')}
        onClose={onClose}
        actions={
          <>
            <button type="button" className="button" onClick={() => void navigate({ to: '/password/otp', search: 'number' in typed ? { number: typed.number } : {} })}>
              {t('forgot.enterCode')}
            </button>
            <button type="button" className="button secondary" onClick={onClose}>
              {t('common.okay')}
            </button>
          </>
        }
      >
        <p>{t('forgot.sentBody')}</p>
      </Modal>
    )
  }
  return (
    <Modal
      open
      title={t('common.errorTitle')}
      onClose={onClose}
      actions={
        <>
          <SendButton type="button" busy={busy} onClick={() => void reset()}>
            {t('signin.resetPassword')}
          </SendButton>
          <button type="button" className="button secondary" onClick={onClose}>
            {t('common.okay')}
          </button>
        </>
      }
    >
      <p>{t('errors.passwordNotStrong')}</p>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </Modal>
  )
}
