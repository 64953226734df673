import type { ErrorCode } from '../../../domain/errors.ts'
import { errorText } from '../../../domain/text-values.ts'
import { useUiStore } from '../../lib/ui-store.ts'

/** A form's own check alerts the spec's message in the shared error modal, as the API's would (spec 1 §5). */
export const showProblem = (code: ErrorCode) => useUiStore.getState().showError({ code, message: errorText(code) })
