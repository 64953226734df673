import { useSessionStore } from './session-store.ts'

/** Ends the session on this device: the token and everything kept for it are dropped. */
export function signOut(): void {
  useSessionStore.getState().signOut()
}
