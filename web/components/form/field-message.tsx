export function FieldHint({ id, text }: { id?: string; text?: string }) {
  return text ? (
    <p id={id} className="field-hint">
      {text}
    </p>
  ) : null
}

export function FieldError({ id, text }: { id?: string; text?: string }) {
  return text ? (
    <p id={id} className="field-error">
      {text}
    </p>
  ) : null
}
