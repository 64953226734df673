import { removeAddress as route } from '../../../../domain/contract/profile.ts'
import { callApi } from '../../../lib/call-api.ts'
import { saveMember } from './save-member.ts'

export const removeAddress = (addressId: number) => saveMember(callApi(route, { json: { addressId } }))
