import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FIRST_RECEIPT_MULTIPLIER } from '../../../domain/receipt-rules.ts'
import { Modal } from '../../components/modal.tsx'

/** The receipt terms (spec 2 §9), with the way to the product point chart. */
export function ReceiptTerms() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <p className="terms-note">
        {t('receipt.termsBefore')}{' '}
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          {t('receipt.terms')}
        </button>
      </p>
      <Modal
        open={open}
        title={t('receipt.terms')}
        onClose={() => setOpen(false)}
      >
        <ul>
          <li>{t('receipt.termsList.files')}</li>
          <li>{t('receipt.termsList.window')}</li>
          <li>{t('receipt.termsList.contents')}</li>
          <li>{t('receipt.termsList.review')}</li>
          <li>{t('receipt.termsList.bonus', { multiplier: FIRST_RECEIPT_MULTIPLIER })}</li>
        </ul>
        <p>
          <Link to="/uploadReceipt/producttable">{t('receipt.pointChart')}</Link>
        </p>
      </Modal>
    </>
  )
}
