import type { Language } from '../../../../domain/languages.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

/** Texts a code that lifts the sign-in lock to the locked account's mobile number. */
export function requestUnlockCode(email: string, language: Language) {
  return apiCall(() => http.post('user/unlock/otp', { json: { email, language } }).json<{ message: string }>(), { showError: false })
}
