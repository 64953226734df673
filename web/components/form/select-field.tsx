import type { ComponentProps } from 'react'
import { useFieldIds } from './field-ids.ts'
import { FieldError, FieldHint } from './field-message.tsx'

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string
  /** A disabled option stays in the list, unpickable: its label should say why. */
  options: { value: string; label: string; disabled?: boolean }[]
  placeholder: string
  hint?: string
  error?: string
}

export function SelectField({ label, options, placeholder, hint, error, ...select }: SelectFieldProps) {
  const ids = useFieldIds(hint, error)
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      <FieldHint id={ids.hintId} text={hint} />
      <select id={ids.id} aria-invalid={ids.invalid} aria-describedby={ids.describedBy} {...select}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId} text={error} />
    </div>
  )
}
