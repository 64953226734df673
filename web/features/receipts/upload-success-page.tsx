import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { FIRST_RECEIPT_MULTIPLIER } from '../../../domain/receipt-rules.ts'
import { Modal } from '../../components/modal.tsx'

/**
 * `/uploadReceipt/success`: a member's first receipt gets the 3x pop-up (close back to the form,
 * or to the dashboard); any other gets the plain success pop-up, whose Done returns to the form.
 */
export function UploadSuccessPage({ firstUploadMilestone }: { firstUploadMilestone: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const toForm = () => void navigate({ to: '/uploadReceipt' })
  return (
    <section className="page narrow">
      <h1>{t('receipt.successTitle')}</h1>
      <p>{t('receipt.successBody')}</p>
      {firstUploadMilestone ? (
        <Modal
          open
          title={t('receipt.firstTitle', { multiplier: FIRST_RECEIPT_MULTIPLIER })}
          onClose={toForm}
          actions={
            <>
              <button type="button" className="button secondary" onClick={toForm}>
                {t('common.close')}
              </button>
              <button type="button" className="button" onClick={() => void navigate({ to: '/dashboard' })}>
                {t('scan.success.toDashboard')}
              </button>
            </>
          }
        >
          <p>{t('receipt.firstBody', { multiplier: FIRST_RECEIPT_MULTIPLIER })}</p>
        </Modal>
      ) : (
        <Modal
          open
          title={t('receipt.successTitle')}
          onClose={toForm}
          actions={
            <button type="button" className="button" onClick={toForm}>
              {t('receipt.done')}
            </button>
          }
        >
          <p>{t('receipt.successBody')}</p>
        </Modal>
      )}
    </section>
  )
}
