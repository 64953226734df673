import type { Member } from '../../../../domain/member.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

export interface EmailLinkInput {
  id: string
  datems: number
  sig: string
}

export function verifyEmail(link: EmailLinkInput) {
  return apiCall(() => http.post('user/verify', { json: link }).json<{ userData: { token: string; user: Member } }>(), { showError: false })
}
