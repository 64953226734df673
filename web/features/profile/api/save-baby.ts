import { saveBaby as route } from '../../../../domain/contract/profile.ts'
import type { BabyInfoInput } from '../../../../domain/profile.ts'
import { callApi } from '../../../lib/call-api.ts'
import { saveMember } from './save-member.ts'

/** Adds a baby, or changes one when `babyId` is given (spec 1 §7: one call for both). */
export const saveBaby = (babyInfo: BabyInfoInput) => saveMember(callApi(route, { json: { babyInfo } }))
