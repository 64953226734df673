import { apiCall, http } from '../../../lib/api-client.ts'

export interface VerifyOtpInput {
  otp: string
  number: string
  id: string
  uniqueToken: string
}

export function verifyOtp(input: VerifyOtpInput) {
  return apiCall(() => http.post('user/verify', { json: input }).json<{ uuid: string; referCode: string; orderId: string | null }>())
}
