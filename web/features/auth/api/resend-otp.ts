import { resendOtp as route } from '../../../../domain/contract/identity.ts'
import { callApi } from '../../../lib/call-api.ts'

/**
 * Texts a new OTP to the signup the step shows (named by its id and token: the number may have
 * another signup pending). The OTP step shows its failures itself: a text the gateway could not
 * send is told in place.
 */
export function resendOtp(signup: { number: string; uuid: string; uniqueToken: string }) {
  return callApi(route, { json: { number: signup.number, id: signup.uuid, uniqueToken: signup.uniqueToken } }, { showError: false })
}
