import { http } from './api-client.ts'
import { useMemberStore } from './member-store.ts'
import { dropPushSubscription } from './push-subscription.ts'
import { useSessionStore } from './session-store.ts'

/**
 * Ends the session: revoked on the server (best effort: offline, the token is dropped anyway) and
 * every piece of state kept for it cleared on this device.
 */
export async function signOut(): Promise<void> {
  const { token, type } = useSessionStore.getState()
  if (token && (type === 'user' || type === 'dev' || type === 'superadmin')) {
    await http.post(type === 'user' ? 'user/logout' : 'admin/auth/logout').catch(() => undefined)
  }
  forgetSession()
}

/** Drops the session and its data locally, as when the server says the session is gone. */
export function forgetSession(): void {
  useSessionStore.getState().signOut()
  useMemberStore.getState().clear()
  void dropPushSubscription().catch(() => undefined)
}
