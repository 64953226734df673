import { signIn as route } from '../../../../domain/contract/identity.ts'
import type { Language } from '../../../../domain/languages.ts'
import { callApi } from '../../../lib/call-api.ts'

/** The page shows failures itself: a locked account gets its way out, not just the error. A social sign-in's link ticket links its provider. */
export function signIn(email: string, password: string, language: Language, socialTicket?: string) {
  return callApi(route, { json: { email, password, socialLogin: false, language, socialTicket } }, { showError: false })
}
