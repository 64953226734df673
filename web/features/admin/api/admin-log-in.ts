import { apiCall, http } from '../../../lib/api-client.ts'

export interface AdminSession {
  token: string
  type: 'dev' | 'superadmin'
  username: string
}

/** Errors show in the login page's own banner (spec 3 §2.2), not the shared modal. */
export function adminLogIn(username: string, password: string) {
  return apiCall(() => http.post('admin/auth/login', { json: { username, password } }).json<AdminSession>(), { showError: false })
}
