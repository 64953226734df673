import type { Member } from '../../../../domain/member.ts'
import type { BabyInfoInput } from '../../../../domain/profile.ts'
import { http } from '../../../lib/api-client.ts'
import { saveMember } from './save-member.ts'

/** Adds a baby, or changes one when `babyId` is given (spec 1 §7: one call for both). */
export function saveBaby(babyInfo: BabyInfoInput) {
  return saveMember(() => http.post('user/babyinfo/add', { json: { babyInfo } }).json<Member>())
}
