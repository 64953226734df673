import type { AdminRole } from '../../domain/admin.ts'
import type { Member } from '../../domain/member.ts'
import { useMemberStore } from './member-store.ts'
import { useSessionStore } from './session-store.ts'

/** Keeps a member's new session; the dashboard shows its after-login pop-ups once. */
export function startMemberSession(token: string, member: Member): void {
  useMemberStore.getState().setMember(member, true)
  useSessionStore.getState().signIn({ token, type: 'user' })
}

/** Keeps a back-office session; its type is the admin's role. */
export function startAdminSession(token: string, role: AdminRole): void {
  useSessionStore.getState().signIn({ token, type: role })
}
