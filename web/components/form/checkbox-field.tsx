import type { ComponentProps, ReactNode } from 'react'
import { useFieldIds } from './field-ids.ts'
import { FieldError } from './field-message.tsx'

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode
  error?: string
}

export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(undefined, error)
  return (
    <div className="field checkbox-field">
      <input type="checkbox" id={ids.id} aria-invalid={ids.invalid} aria-describedby={ids.describedBy} {...input} />
      <label htmlFor={ids.id}>{label}</label>
      <FieldError id={ids.errorId} text={error} />
    </div>
  )
}
