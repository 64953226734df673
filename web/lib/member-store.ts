import { create } from 'zustand'
import type { Member } from '../../domain/member.ts'

interface MemberState {
  /** The signed-in member as the API last described them. */
  member: Member | null
  /** Set by sign-in, cleared when the dashboard has shown its after-login pop-ups. */
  justLoggedIn: boolean
  setMember(member: Member, justLoggedIn?: boolean): void
  clear(): void
}

export const useMemberStore = create<MemberState>()((set) => ({
  member: null,
  justLoggedIn: false,
  setMember: (member, justLoggedIn) => set((s) => ({ member, justLoggedIn: justLoggedIn ?? s.justLoggedIn })),
  clear: () => set({ member: null, justLoggedIn: false }),
}))
