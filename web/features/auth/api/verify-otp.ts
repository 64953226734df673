import { apiCall, http } from '../../../lib/api-client.ts'

export interface VerifyOtpInput {
  otp: string
  number: string
  id: string
  uniqueToken: string
}

/** The OTP step shows its failures itself, under the field (a wrong code says the tries it has left). */
export function verifyOtp(input: VerifyOtpInput) {
  return apiCall(() => http.post('user/verify', { json: input }).json<{ uuid: string; referCode: string; orderId: string | null }>(), { showError: false })
}
