import { apiCall, http } from '../../../lib/api-client.ts'

/** Hands the browser's subscription to the club, for this session. */
export async function subscribePush(subscription: PushSubscription): Promise<void> {
  await apiCall(() => http.post('push/subscribe', { json: subscription.toJSON() }), { showError: false })
}
