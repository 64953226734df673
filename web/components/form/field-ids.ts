import { useId } from 'react'

/** Ids that tie a control to its label, hint and error, so screen readers read all three. */
export function useFieldIds(hint?: string, error?: string) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return { id, hintId, errorId, describedBy, invalid: error ? true : undefined }
}
