import { resetPasswordByOtp as route } from '../../../../domain/contract/identity.ts'
import { callApi, type CallInput } from '../../../lib/call-api.ts'

/** The page shows a wrong or spent code under its field, and anything else in the error modal. */
export function resetPasswordByOtp(input: CallInput<typeof route>['json']) {
  return callApi(route, { json: input }, { showError: false })
}
