import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IMAGE_KINDS, MAX_IMAGE_BYTES, MEDIA_TYPES, type UploadProblem } from '../../../../domain/uploads.ts'
import { useFieldIds } from '../../../components/form/field-ids.ts'
import { FieldError, FieldHint } from '../../../components/form/field-message.tsx'
import { imageProblem } from './check-image.ts'
import './admin-ui.css'

interface ImageFileFieldProps {
  label: string
  hint?: string
  error?: string
  /** The image saved now, shown until another is chosen. */
  currentUrl?: string
  /** Alternative text of the image shown. */
  previewAlt: string
  /** The image chosen once it passes the API's checks by its content; null while there is none that does. */
  onChange: (file: File | null) => void
}

const ACCEPT = IMAGE_KINDS.map((kind) => MEDIA_TYPES[kind]).join(',')

/**
 * Picks one image (the kinds the API takes) and shows it before it is sent. Its type and size are
 * checked from its content at once, as the API will: one the API would refuse is never handed on,
 * and what is wrong with it shows beside the field.
 */
export function ImageFileField({ label, hint, error, currentUrl, previewAlt, onChange }: ImageFileFieldProps) {
  const { t } = useTranslation()
  const [problem, setProblem] = useState<UploadProblem>()
  const shownError = problem ? t(`admin.imageProblems.${problem}`, { size: MAX_IMAGE_BYTES / 1024 / 1024 }) : error
  const ids = useFieldIds(hint, shownError)
  const [preview, setPreview] = useState<string>()
  // The preview's object URL is freed when another image is chosen and when the field goes.
  const shown = useRef<string>(undefined)
  useEffect(() => () => void (shown.current && URL.revokeObjectURL(shown.current)), [])

  const choose = (file: File | null) => {
    if (shown.current) URL.revokeObjectURL(shown.current)
    shown.current = file ? URL.createObjectURL(file) : undefined
    setPreview(shown.current)
    onChange(null)
    setProblem(undefined)
    if (!file) return
    void imageProblem(file).then((found) => {
      setProblem(found)
      if (!found) onChange(file)
    })
  }

  const src = preview ?? currentUrl
  return (
    <div className="field image-file-field">
      <label htmlFor={ids.id}>{label}</label>
      <FieldHint id={ids.hintId} text={hint} />
      {src && <img src={src} alt={previewAlt} className="image-file-preview" />}
      <input
        id={ids.id}
        type="file"
        accept={ACCEPT}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        onChange={(e) => choose(e.target.files?.[0] ?? null)}
      />
      <FieldError id={ids.errorId} text={shownError} />
    </div>
  )
}
