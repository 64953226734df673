import { create } from 'zustand'
import type { Member } from '../../domain/member.ts'
import { SESSION_KEYS } from './session-keys.ts'

// The last-known member is kept on the device so the app opens with it offline; the session
// check replaces it when the network allows, and signing out removes it.
const MEMBER_KEY = SESSION_KEYS.member

function remembered(): Member | null {
  try {
    return JSON.parse(localStorage.getItem(MEMBER_KEY) ?? 'null') as Member | null
  } catch {
    return null
  }
}

interface MemberState {
  /** The signed-in member as the API last described them. */
  member: Member | null
  /** Set by sign-in, cleared when the dashboard has shown its after-login pop-ups. */
  justLoggedIn: boolean
  setMember(member: Member, justLoggedIn?: boolean): void
  /** The inbox's unread count as the API last said it, for the inbox tab's badge. */
  setUnreadMessages(unread: number): void
  afterLoginShown(): void
  clear(): void
}

export const useMemberStore = create<MemberState>()((set, get) => ({
  member: remembered(),
  justLoggedIn: false,
  setMember: (member, justLoggedIn) => {
    localStorage.setItem(MEMBER_KEY, JSON.stringify(member))
    set((s) => ({ member, justLoggedIn: justLoggedIn ?? s.justLoggedIn }))
  },
  setUnreadMessages: (unread) => {
    const { member, setMember } = get()
    if (member && member.unreadMessages !== unread) setMember({ ...member, unreadMessages: unread })
  },
  afterLoginShown: () => set({ justLoggedIn: false }),
  clear: () => {
    localStorage.removeItem(MEMBER_KEY)
    set({ member: null, justLoggedIn: false })
  },
}))
