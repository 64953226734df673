import { apiCall, http } from '../../../lib/api-client.ts'

export interface ResetByOtpInput {
  number: string
  otp: string
  password: string
}

export function resetPasswordByOtp(input: ResetByOtpInput) {
  return apiCall(() => http.post('user/password/otp/reset', { json: input }).json<{ message: string }>())
}
