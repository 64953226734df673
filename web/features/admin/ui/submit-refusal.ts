import { ApiFailure } from '../../../lib/api-client.ts'
import { useUiStore } from '../../../lib/ui-store.ts'

/**
 * A refused save: beside its field when the code names one (the form stays as it is), otherwise in
 * the error modal. Anything but an API refusal is thrown on.
 */
export function showRefusal<F extends string>(error: unknown, fieldOf: Partial<Record<string, F>>, setField: (field: F, code: string) => void): void {
  if (!(error instanceof ApiFailure)) throw error
  const field = fieldOf[error.code]
  if (field) setField(field, error.code)
  else useUiStore.getState().showError({ code: error.code, message: error.message })
}
