import type { Member } from '../../../../domain/member.ts'
import { apiCall, type CallOptions } from '../../../lib/api-client.ts'
import { useMemberStore } from '../../../lib/member-store.ts'

/** Every profile call answers the updated member; keeping it makes every screen show the change. */
export async function saveMember(send: () => Promise<Member>, options?: CallOptions): Promise<Member> {
  const member = await apiCall(send, options)
  useMemberStore.getState().setMember(member)
  return member
}
