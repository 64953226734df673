import type { PendingSignup } from '../../../../domain/identity.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

/** The signup made on this browser that still awaits its OTP (the device cookie tells the API which), if any. */
export async function fetchPendingSignup(): Promise<PendingSignup | null> {
  const answer = await apiCall(() => http.get('user/signup/pending').json<{ pending: PendingSignup | null }>(), { showError: false })
  return answer.pending
}
