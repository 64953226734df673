import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../components/modal.tsx'
import type { ReceiptFile } from './check-receipt-file.ts'

/** The chosen photo (or the PDF's name), checked already, with removal behind a confirmation. */
export function ReceiptImage({ receipt, onRemove }: { receipt: ReceiptFile; onRemove: () => void }) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  const { file, kind } = receipt
  const preview = useMemo(() => (kind === 'pdf' ? undefined : URL.createObjectURL(file)), [file, kind])
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )

  return (
    <div className="receipt-image">
      {preview ? <img src={preview} alt={t('receipt.preview')} /> : <p className="notice">{file.name}</p>}
      <button type="button" className="link-button" onClick={() => setConfirming(true)}>
        {t('receipt.remove')}
      </button>
      <Modal
        open={confirming}
        title={t('receipt.removeTitle')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="button secondary" onClick={() => setConfirming(false)}>
              {t('receipt.keep')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setConfirming(false)
                onRemove()
              }}
            >
              {t('receipt.remove')}
            </button>
          </>
        }
      >
        <p>{t('receipt.removeBody')}</p>
      </Modal>
    </div>
  )
}
