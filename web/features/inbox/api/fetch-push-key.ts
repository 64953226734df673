import type { PushKey } from '../../../../domain/push-subscription.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

/** The key to subscribe with; null when the club sends no notifications. */
export function fetchPushKey(): Promise<PushKey> {
  return apiCall(() => http.get('push/key').json<PushKey>(), { showError: false })
}
