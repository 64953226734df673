import type { Language } from '../../../../domain/languages.ts'
import type { Member } from '../../../../domain/member.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

export type SignInAnswer = { token: string; user: Member } | { flow: 'resetPassword' }

export function signIn(email: string, password: string, language: Language) {
  return apiCall(() => http.post('user/signin', { json: { email, password, socialLogin: false, language } }).json<SignInAnswer>())
}
