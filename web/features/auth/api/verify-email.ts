import { VerifiedByLinkSchema, verifySignup } from '../../../../domain/contract/identity.ts'
import type { EmailLink } from '../../../../domain/identity.ts'
import { callApi } from '../../../lib/call-api.ts'

/** Spends the emailed link; a link answers the signed-in shape of the route. */
export async function verifyEmail(link: EmailLink) {
  return VerifiedByLinkSchema.parse(await callApi(verifySignup, { json: link }, { showError: false }))
}
