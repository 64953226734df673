import { completeProfile as route } from '../../../../domain/contract/profile.ts'
import type { ProfileCompletion } from '../../../../domain/profile.ts'
import { callApi } from '../../../lib/call-api.ts'
import { saveMember } from './save-member.ts'

/** The wizard's one submission; a retry with the same key is applied once (and credited once). */
export function completeProfile(completion: ProfileCompletion, idempotencyKey: string) {
  return saveMember(callApi(route, { json: completion, headers: { 'idempotency-key': idempotencyKey } }))
}
