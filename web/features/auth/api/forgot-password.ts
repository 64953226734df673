import { forgotPassword as route } from '../../../../domain/contract/identity.ts'
import type { Language } from '../../../../domain/languages.ts'
import type { CallOptions } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

export function forgotPassword(email: string, language: Language, options?: CallOptions) {
  return callApi(route, { json: { email, language } }, options)
}
