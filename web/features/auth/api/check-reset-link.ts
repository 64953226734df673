import { checkResetLink as route } from '../../../../domain/contract/identity.ts'
import type { EmailLink } from '../../../../domain/identity.ts'
import { callApi } from '../../../lib/call-api.ts'

/** Whether a reset link may still be used, asked when the page opens; it does not use the link. */
export function checkResetLink(link: EmailLink) {
  return callApi(route, { json: link }, { showError: false })
}
