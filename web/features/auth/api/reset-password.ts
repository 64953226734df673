import { apiCall, http } from '../../../lib/api-client.ts'
import type { EmailLinkInput } from './verify-email.ts'

export function resetPassword(link: EmailLinkInput, password: string) {
  return apiCall(() => http.post('user/password/reset', { json: { ...link, password } }).json<{ message: string }>(), { showError: false })
}
