import { useTranslation } from 'react-i18next'
import { Modal } from './modal.tsx'

/** Spec 2 §8's thank-you after a donation, to a wisher or of a donation item. */
export function DonationThanks({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal open title={t('charity.thanks.title')} onClose={onClose}>
      <p>{t('charity.thanks.body')}</p>
    </Modal>
  )
}
