import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../components/modal.tsx'
import type { ApiFailure } from '../../lib/api-client.ts'

/** A refused code: the reason in the member's language; OKAY returns to `/scancode` (spec 1 §4). */
export function ScanErrorModal({ failure, onClose }: { failure: ApiFailure | null; onClose: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const close = () => {
    onClose()
    void navigate({ to: '/scancode' })
  }
  return (
    <Modal
      open={failure !== null}
      title={t('common.errorTitle')}
      onClose={close}
    >
      {failure && <p>{t(`errors.${failure.code}`, { defaultValue: failure.message })}</p>}
    </Modal>
  )
}
