import type { Language } from '../../../../domain/languages.ts'
import { apiCall, type CallOptions, http } from '../../../lib/api-client.ts'

export function forgotPassword(email: string, language: Language, options?: CallOptions) {
  return apiCall(() => http.post('user/password/forgot', { json: { email, language } }).json<{ message: string }>(), options)
}
