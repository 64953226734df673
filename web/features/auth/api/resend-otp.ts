import { apiCall, http } from '../../../lib/api-client.ts'

/** The OTP step shows its failures itself: a text the gateway could not send is told in place. */
export function resendOtp(number: string) {
  return apiCall(() => http.post('user/otp/resend', { json: { number } }).json<{ message: string }>(), { showError: false })
}
