import { apiCall, http } from '../../../lib/api-client.ts'

export interface ResetByOtpInput {
  number: string
  otp: string
  password: string
}

/** The page shows a wrong or spent code under its field, and anything else in the error modal. */
export function resetPasswordByOtp(input: ResetByOtpInput) {
  return apiCall(() => http.post('user/password/otp/reset', { json: input }).json<{ message: string }>(), { showError: false })
}
