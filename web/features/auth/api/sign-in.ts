import { signIn as route } from '../../../../domain/contract/identity.ts'
import type { Language } from '../../../../domain/languages.ts'
import { callApi } from '../../../lib/call-api.ts'

/** The page shows failures itself: a locked account gets its way out, not just the error. */
export function signIn(email: string, password: string, language: Language) {
  return callApi(route, { json: { email, password, socialLogin: false, language } }, { showError: false })
}
