import { pendingSignup } from '../../../../domain/contract/identity.ts'
import { callApi } from '../../../lib/call-api.ts'

/** The signup made on this browser that still awaits its OTP (the device cookie tells the API which), if any. */
export async function fetchPendingSignup() {
  const answer = await callApi(pendingSignup, {}, { showError: false })
  return answer.pending
}
