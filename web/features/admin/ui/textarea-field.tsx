import type { ComponentProps } from 'react'
import { useFieldIds } from '../../../components/form/field-ids.ts'
import { FieldError, FieldHint } from '../../../components/form/field-message.tsx'
import './admin-ui.css'

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string
  hint?: string
  error?: string
}

/** A labelled multi-line text box, for descriptions. */
export function TextAreaField({ label, hint, error, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(hint, error)
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      <FieldHint id={ids.hintId} text={hint} />
      <textarea id={ids.id} rows={4} aria-invalid={ids.invalid} aria-describedby={ids.describedBy} {...textarea} />
      <FieldError id={ids.errorId} text={error} />
    </div>
  )
}
