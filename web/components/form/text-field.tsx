import type { ComponentProps, ReactNode } from 'react'
import { useFieldIds } from './field-ids.ts'
import { FieldError, FieldHint } from './field-message.tsx'

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'prefix'> {
  label: string
  hint?: string
  error?: string
  /** Shown before the input, e.g. the +6 of a Malaysian number. */
  prefix?: ReactNode
}

export function TextField({ label, hint, error, prefix, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(hint, error)
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={ids.id}>{label}</label>
      <FieldHint id={ids.hintId} text={hint} />
      <div className="input-row">
        {prefix && <span className="input-prefix">{prefix}</span>}
        <input id={ids.id} aria-invalid={ids.invalid} aria-describedby={ids.describedBy} {...input} />
      </div>
      <FieldError id={ids.errorId} text={error} />
    </div>
  )
}
