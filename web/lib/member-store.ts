import { create } from 'zustand'
import { type Member, MemberSchema } from '../../domain/member.ts'
import { SESSION_KEYS } from './session-keys.ts'

// The last-known member is kept on the device so the app opens with it offline; the session
// check replaces it when the network allows, and signing out removes it.
const MEMBER_KEY = SESSION_KEYS.member

/** The member kept on this device, if it still fits the schema: one saved by an older app version is dropped. */
export function rememberedMember(saved: string | null): Member | null {
  try {
    return MemberSchema.safeParse(JSON.parse(saved ?? 'null')).data ?? null
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
  member: rememberedMember(globalThis.localStorage?.getItem(MEMBER_KEY) ?? null),
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
