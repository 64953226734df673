import { apiCall, http } from '../../../lib/api-client.ts'
import type { EmailLinkInput } from './verify-email.ts'

/** Whether a reset link may still be used, asked when the page opens; it does not use the link. */
export function checkResetLink(link: EmailLinkInput) {
  return apiCall(() => http.post('user/password/reset/check', { json: link }).json<{ message: string }>(), { showError: false })
}
