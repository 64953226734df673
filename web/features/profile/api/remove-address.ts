import type { Member } from '../../../../domain/member.ts'
import { http } from '../../../lib/api-client.ts'
import { saveMember } from './save-member.ts'

export function removeAddress(addressId: number) {
  return saveMember(() => http.post('user/address/remove', { json: { addressId } }).json<Member>())
}
