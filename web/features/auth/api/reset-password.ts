import { resetPassword as route } from '../../../../domain/contract/identity.ts'
import type { EmailLink } from '../../../../domain/identity.ts'
import { callApi } from '../../../lib/call-api.ts'

export function resetPassword(link: EmailLink, password: string) {
  return callApi(route, { json: { ...link, password } }, { showError: false })
}
