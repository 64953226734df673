import type { Member } from '../../../../domain/member.ts'
import type { AddressInput } from '../../../../domain/profile.ts'
import { http } from '../../../lib/api-client.ts'
import { saveMember } from './save-member.ts'

export function editAddress(addressId: number, address: AddressInput) {
  return saveMember(() => http.post('user/address/edit', { json: { addressId, address } }).json<Member>())
}
