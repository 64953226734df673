import { create } from 'zustand'
import { viewerOf, type Viewer } from './access.ts'
import { SESSION_KEYS } from './session-keys.ts'

// The spec keeps the token under the club-token key; the session type sits beside it.
const { token: TOKEN_KEY, type: TYPE_KEY } = SESSION_KEYS

export interface SessionState {
  token: string | null
  /** `user` for members, the admin role for staff; any other value is an unknown session. */
  type: string | null
  signIn(session: { token: string; type: string }): void
  signOut(): void
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: localStorage.getItem(TOKEN_KEY),
  type: localStorage.getItem(TOKEN_KEY) ? localStorage.getItem(TYPE_KEY) : null,
  signIn: ({ token, type }) => {
    localStorage.setItem(TOKEN_KEY, token)
    localStorage.setItem(TYPE_KEY, type)
    set({ token, type })
  },
  signOut: () => {
    localStorage.removeItem(TOKEN_KEY)
    localStorage.removeItem(TYPE_KEY)
    set({ token: null, type: null })
  },
}))

export function currentViewer(): Viewer {
  const { token, type } = useSessionStore.getState()
  return viewerOf(token ? type : null)
}
