import { useTranslation } from 'react-i18next'
import { MAX_IMAGE_BYTES } from '../../../../domain/uploads.ts'
import { ImageFileField } from './image-file-field.tsx'

interface ContentImageFieldProps {
  label: string
  previewAlt: string
  currentUrl?: string
  error?: string
  /** The chosen image once it passes the API's rule, or null. */
  onChange: (file: File | null) => void
}

/** An image of a news item or article, with the hint that says whether it replaces the one saved. */
export function ContentImageField({ label, previewAlt, currentUrl, error, onChange }: ContentImageFieldProps) {
  const { t } = useTranslation()
  const hint = t(currentUrl ? 'adminContent.newImageHint' : 'adminContent.imageHint', { size: MAX_IMAGE_BYTES / 1024 / 1024 })
  return <ImageFileField label={label} hint={hint} currentUrl={currentUrl} previewAlt={previewAlt} error={error} onChange={onChange} />
}
