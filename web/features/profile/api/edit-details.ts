import type { Member } from '../../../../domain/member.ts'
import type { DetailsEdit } from '../../../../domain/profile.ts'
import { http } from '../../../lib/api-client.ts'
import { saveMember } from './save-member.ts'

export function editDetails(details: DetailsEdit) {
  return saveMember(() => http.post('user/details/edit', { json: details }).json<Member>())
}
