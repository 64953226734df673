import { apiCall, http } from '../../../lib/api-client.ts'

/** The member has read the single-sign-on notice; the API stops asking for it. */
export async function acknowledgeSso(): Promise<void> {
  await apiCall(() => http.post('user/ssoPopup', { json: {} }), { showError: false })
}
