import { isAdminRole } from '../../domain/admin.ts'
import { adminCheckSession } from '../../domain/contract/admin-auth.ts'
import { checkSession } from '../../domain/contract/session.ts'
import { ApiFailure } from './api-client.ts'
import { callApi } from './call-api.ts'
import { useMemberStore } from './member-store.ts'
import { useSessionStore } from './session-store.ts'
import { forgetSession } from './sign-out.ts'

/**
 * Checks the stored session with the API when the app starts. A session the server refuses is
 * dropped (spec: a failed session check logs out); being offline is not a refusal. Sessions of an
 * unknown type are left alone so the 404 page shows. The member it answers replaces the one kept
 * only if nothing changed that one meanwhile: the server read it before, say, the member closed a
 * pop-up, and would bring the pop-up back.
 */
export async function checkStoredSession(): Promise<void> {
  const { token, type } = useSessionStore.getState()
  if (!token) return
  try {
    if (type === 'user') {
      const before = useMemberStore.getState().member
      const { user } = await callApi(checkSession, { json: { token } }, { showError: false })
      if (useMemberStore.getState().member === before) useMemberStore.getState().setMember(user)
    } else if (isAdminRole(type)) {
      await callApi(adminCheckSession, { json: { token } }, { showError: false })
    }
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 401) forgetSession()
  }
}
