import { adminLogIn as route } from '../../../../domain/contract/admin-auth.ts'
import { callApi } from '../../../lib/call-api.ts'

/** Errors show in the login page's own banner (spec 3 §2.2), not the shared modal. */
export function adminLogIn(username: string, password: string) {
  return callApi(route, { json: { username, password } }, { showError: false })
}
