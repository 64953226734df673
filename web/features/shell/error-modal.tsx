import { useTranslation } from 'react-i18next'
import { Modal } from '../../components/modal.tsx'
import { useUiStore } from '../../lib/ui-store.ts'

/** The generic error pop-up: the API's message in the member's language; OKAY clears it. */
export function ErrorModal() {
  const { t } = useTranslation()
  const error = useUiStore((s) => s.error)
  const clearError = useUiStore((s) => s.clearError)
  return (
    <Modal
      open={error !== null}
      title={t('common.errorTitle')}
      onClose={clearError}
    >
      {error && <p>{t(`errors.${error.code}`, { defaultValue: error.message })}</p>}
    </Modal>
  )
}
