import { unlockAccount as route } from '../../../../domain/contract/identity.ts'
import { callApi } from '../../../lib/call-api.ts'

export function unlockAccount(email: string, otp: string) {
  return callApi(route, { json: { email, otp } }, { showError: false })
}
