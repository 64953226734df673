import { requestUnlockCode as route } from '../../../../domain/contract/identity.ts'
import type { Language } from '../../../../domain/languages.ts'
import { callApi } from '../../../lib/call-api.ts'

/** Texts a code that lifts the sign-in lock to the locked account's mobile number. */
export function requestUnlockCode(email: string, language: Language) {
  return callApi(route, { json: { email, language } }, { showError: false })
}
