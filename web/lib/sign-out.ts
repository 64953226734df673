import { isAdminRole } from '../../domain/admin.ts'
import { adminLogOut } from '../../domain/contract/admin-auth.ts'
import { signOut as memberSignOut } from '../../domain/contract/session.ts'
import { callApi } from './call-api.ts'
import { useCartStore } from './cart-store.ts'
import { useMemberStore } from './member-store.ts'
import { dropPushSubscription } from './push-subscription.ts'
import { useSessionStore } from './session-store.ts'

/**
 * Ends the session: revoked on the server (best effort: offline, the token is dropped anyway) and
 * every piece of state kept for it cleared on this device.
 */
export async function signOut(): Promise<void> {
  const { token, type } = useSessionStore.getState()
  if (token && (type === 'user' || isAdminRole(type))) {
    const revoke = callApi(type === 'user' ? memberSignOut : adminLogOut, {}, { showError: false })
    await revoke.catch(() => undefined)
  }
  forgetSession()
}

/** Drops the session and its data locally, as when the server says the session is gone. */
export function forgetSession(): void {
  useSessionStore.getState().signOut()
  useMemberStore.getState().clear()
  useCartStore.getState().clear()
  void dropPushSubscription().catch(() => undefined)
}
