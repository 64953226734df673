import type { Member } from '../../../../domain/member.ts'
import { useMemberStore } from '../../../lib/member-store.ts'

/** Every profile call answers the updated member; keeping it makes every screen show the change. */
export async function saveMember(answer: Promise<Member>): Promise<Member> {
  const member = await answer
  useMemberStore.getState().setMember(member)
  return member
}
