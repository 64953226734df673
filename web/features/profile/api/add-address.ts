import { addAddress as route } from '../../../../domain/contract/profile.ts'
import type { AddressInput } from '../../../../domain/profile.ts'
import { callApi } from '../../../lib/call-api.ts'
import { saveMember } from './save-member.ts'

export const addAddress = (address: AddressInput) => saveMember(callApi(route, { json: { address } }))
