import { signUp as route } from '../../../../domain/contract/identity.ts'
import type { SignupInput } from '../../../../domain/identity.ts'
import { callApi } from '../../../lib/call-api.ts'

export function signUp(input: SignupInput) {
  return callApi(route, { json: input })
}
