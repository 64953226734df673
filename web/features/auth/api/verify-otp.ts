import { VerifiedByOtpSchema, verifySignup } from '../../../../domain/contract/identity.ts'
import type { VerifyOtpSchema } from '../../../../domain/identity.ts'
import type { z } from 'zod'
import { callApi } from '../../../lib/call-api.ts'

/** The OTP step shows its failures itself, under the field (a wrong code says the tries it has left). */
export async function verifyOtp(input: z.input<typeof VerifyOtpSchema>) {
  return VerifiedByOtpSchema.parse(await callApi(verifySignup, { json: input }, { showError: false }))
}
