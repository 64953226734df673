import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_IMAGE_BYTES, type UploadProblem } from '../../../../domain/uploads.ts'
import { imageProblem } from './check-image.ts'
import { ImageFileField } from './image-file-field.tsx'

interface ContentImageFieldProps {
  label: string
  previewAlt: string
  currentUrl?: string
  error?: string
  /** The chosen image once it passes the API's rule, or null. */
  onChange: (file: File | null) => void
}

/** An image of a news item or article: held only once it passes, so an image the API would refuse is never sent. */
export function ContentImageField({ label, previewAlt, currentUrl, error, onChange }: ContentImageFieldProps) {
  const { t } = useTranslation()
  const [problem, setProblem] = useState<UploadProblem>()
  const size = MAX_IMAGE_BYTES / 1024 / 1024
  return (
    <ImageFileField
      label={label}
      hint={t(currentUrl ? 'adminContent.newImageHint' : 'adminContent.imageHint', { size })}
      currentUrl={currentUrl}
      previewAlt={previewAlt}
      error={problem ? t(`errors.${problem}`) : error}
      onChange={(file) => {
        onChange(null)
        setProblem(undefined)
        if (!file) return
        void imageProblem(file).then((found) => {
          setProblem(found)
          if (!found) onChange(file)
        })
      }}
    />
  )
}
