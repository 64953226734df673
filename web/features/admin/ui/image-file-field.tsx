import { useEffect, useRef, useState } from 'react'
import { IMAGE_KINDS, MEDIA_TYPES } from '../../../../domain/uploads.ts'
import { useFieldIds } from '../../../components/form/field-ids.ts'
import { FieldError, FieldHint } from '../../../components/form/field-message.tsx'
import './admin-ui.css'

interface ImageFileFieldProps {
  label: string
  hint?: string
  error?: string
  /** The image saved now, shown until another is chosen. */
  currentUrl?: string
  /** Alternative text of the image shown. */
  previewAlt: string
  onChange: (file: File | null) => void
}

const ACCEPT = IMAGE_KINDS.map((kind) => MEDIA_TYPES[kind]).join(',')

/** Picks one image (the kinds the API takes) and shows it before it is sent. */
export function ImageFileField({ label, hint, error, currentUrl, previewAlt, onChange }: ImageFileFieldProps) {
  const ids = useFieldIds(hint, error)
  const [preview, setPreview] = useState<string>()
  // The preview's object URL is freed when another image is chosen and when the field goes.
  const shown = useRef<string>(undefined)
  useEffect(() => () => void (shown.current && URL.revokeObjectURL(shown.current)), [])

  const choose = (file: File | null) => {
    if (shown.current) URL.revokeObjectURL(shown.current)
    shown.current = file ? URL.createObjectURL(file) : undefined
    setPreview(shown.current)
    onChange(file)
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
      <FieldError id={ids.errorId} text={error} />
    </div>
  )
}
