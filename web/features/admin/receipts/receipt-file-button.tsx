import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminReceipt } from '../../../../domain/receipt-review.ts'
import { Modal } from '../../../components/modal.tsx'
import { fetchReceiptFile } from './api/fetch-receipt-file.ts'

/** A PDF's tab keeps its blob URL this long, time enough to load it. */
const PDF_URL_LIFETIME_MS = 60_000

/**
 * Shows a receipt's file, fetched with the admin's token: an image in a dialog, a PDF in a new tab.
 * The tab is opened during the click, before the download, so no popup blocker stops it.
 */
export function ReceiptFileButton({ receipt }: { receipt: AdminReceipt }) {
  const { t } = useTranslation()
  const [imageUrl, setImageUrl] = useState<string>()
  const shown = useRef<string>(undefined)
  useEffect(() => () => void (shown.current && URL.revokeObjectURL(shown.current)), [])

  const open = async () => {
    const tab = receipt.fileType === 'application/pdf' ? window.open('', '_blank') : null
    const blob = await fetchReceiptFile(receipt.id).catch(() => undefined)
    if (!blob) return tab?.close()
    const url = URL.createObjectURL(blob)
    if (tab) {
      tab.location.href = url
      setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS)
      return
    }
    shown.current = url
    setImageUrl(url)
  }
  const close = () => {
    if (shown.current) URL.revokeObjectURL(shown.current)
    shown.current = undefined
    setImageUrl(undefined)
  }

  return (
    <>
      <button type="button" className="link-button" onClick={() => void open()} aria-label={t('adminReceipts.file.viewLabel', { invoice: receipt.invoiceNo })}>
        {t('adminReceipts.file.view')}
      </button>
      <Modal
        open={imageUrl !== undefined}
        title={t('adminReceipts.file.title', { invoice: receipt.invoiceNo })}
        onClose={close}
        actions={
          <button type="button" className="button" onClick={close}>
            {t('common.close')}
          </button>
        }
      >
        {imageUrl && <img className="receipt-image" src={imageUrl} alt={t('adminReceipts.file.alt', { invoice: receipt.invoiceNo })} />}
      </Modal>
    </>
  )
}
