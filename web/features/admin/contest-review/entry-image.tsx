import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/modal.tsx'
import { fetchEntryImage } from './api/review-calls.ts'

interface EntryImageProps {
  entryId: number
  file: 'image' | 'receipt'
  /** Names the image for readers: "Screenshot of entry 12". */
  label: string
}

/**
 * An entry's private image as a thumbnail (fetched with the admin's token) that enlarges in a
 * dialog when clicked (spec 3 §2.13). The object URL is freed when the row goes.
 */
export function EntryImage({ entryId, file, label }: EntryImageProps) {
  const { t } = useTranslation()
  const [url, setUrl] = useState<string | null>()
  const [open, setOpen] = useState(false)

  useEffect(() => {
    let made: string | undefined
    let live = true
    void fetchEntryImage(entryId, file).then(
      (blob) => {
        made = URL.createObjectURL(blob)
        if (live) setUrl(made)
        else URL.revokeObjectURL(made)
      },
      () => live && setUrl(null),
    )
    return () => {
      live = false
      if (made) URL.revokeObjectURL(made)
    }
  }, [entryId, file])

  if (url === undefined) return <span className="review-thumb-placeholder">{t('common.loading')}</span>
  if (url === null) return <span>{t('adminContestReview.imageFailed')}</span>
  return (
    <>
      <button type="button" className="review-thumb-button" onClick={() => setOpen(true)} aria-label={t('adminContestReview.enlarge', { label })}>
        <img src={url} alt="" className="review-thumb" />
      </button>
      <Modal
        open={open}
        title={label}
        onClose={() => setOpen(false)}
        actions={
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('common.close')}
          </button>
        }
      >
        <img className="review-image" src={url} alt={label} />
      </Modal>
    </>
  )
}
