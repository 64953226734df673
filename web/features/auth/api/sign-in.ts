import type { PendingSignup } from '../../../../domain/identity.ts'
import type { Language } from '../../../../domain/languages.ts'
import type { Member } from '../../../../domain/member.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

/** Signed in; or sent to choose a password; or, for a signup awaiting its OTP, what its OTP step needs. */
export type SignInAnswer = { token: string; user: Member } | { flow: 'resetPassword' } | { flow: 'verifyOtp'; pending: PendingSignup }

/** The page shows failures itself: a locked account gets its way out, not just the error. */
export function signIn(email: string, password: string, language: Language) {
  return apiCall(() => http.post('user/signin', { json: { email, password, socialLogin: false, language } }).json<SignInAnswer>(), { showError: false })
}
