import { apiCall, http } from '../../../lib/api-client.ts'

export function resendOtp(number: string) {
  return apiCall(() => http.post('user/otp/resend', { json: { number } }).json<{ message: string }>())
}
