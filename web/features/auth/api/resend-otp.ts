import { apiCall, http } from '../../../lib/api-client.ts'

/**
 * Texts a new OTP to the signup the step shows (named by its id and token: the number may have
 * another signup pending). The OTP step shows its failures itself: a text the gateway could not
 * send is told in place.
 */
export function resendOtp(signup: { number: string; uuid: string; uniqueToken: string }) {
  const json = { number: signup.number, id: signup.uuid, uniqueToken: signup.uniqueToken }
  return apiCall(() => http.post('user/otp/resend', { json }).json<{ message: string }>(), { showError: false })
}
