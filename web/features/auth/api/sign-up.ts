import type { SignupInput } from '../../../../domain/identity.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

export function signUp(input: SignupInput) {
  return apiCall(() => http.post('user/signup', { json: input }).json<{ uuid: string; referCode: string; otpSent: boolean }>())
}
