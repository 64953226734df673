import { editAddress as route } from '../../../../domain/contract/profile.ts'
import type { AddressInput } from '../../../../domain/profile.ts'
import { callApi } from '../../../lib/call-api.ts'
import { saveMember } from './save-member.ts'

export const editAddress = (addressId: number, address: AddressInput) => saveMember(callApi(route, { json: { addressId, address } }))
