import { apiCall, http } from '../../../lib/api-client.ts'

export function unlockAccount(email: string, otp: string) {
  return apiCall(() => http.post('user/unlock', { json: { email, otp } }).json<{ message: string }>(), { showError: false })
}
