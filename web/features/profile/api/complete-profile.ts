import type { Member } from '../../../../domain/member.ts'
import type { ProfileCompletion } from '../../../../domain/profile.ts'
import { http } from '../../../lib/api-client.ts'
import { saveMember } from './save-member.ts'

/** The wizard's one submission; a retry with the same key is applied once (and credited once). */
export function completeProfile(completion: ProfileCompletion, idempotencyKey: string) {
  return saveMember(() => http.post('user/details/force/edit', { json: completion, headers: { 'Idempotency-Key': idempotencyKey } }).json<Member>())
}
