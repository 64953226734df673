import { apiCall, http } from '../../../lib/api-client.ts'

/** The club stops pushing to this browser. */
export async function unsubscribePush(subscription: PushSubscription): Promise<void> {
  await apiCall(() => http.post('push/unsubscribe', { json: { endpoint: subscription.endpoint } }), { showError: false })
}
