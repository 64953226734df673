import { unsubscribePush as route } from '../../../../domain/contract/push.ts'
import { callApi } from '../../../lib/call-api.ts'

/** The club stops pushing to this browser. */
export async function unsubscribePush(subscription: PushSubscription): Promise<void> {
  await callApi(route, { json: { endpoint: subscription.endpoint } }, { showError: false })
}
