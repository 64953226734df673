import type { PushSubscription as ClubPushSubscription } from '../../../../domain/push-subscription.ts'
import { subscribePush as route } from '../../../../domain/contract/push.ts'
import { callApi } from '../../../lib/call-api.ts'

/** Hands the browser's subscription to the club, for this session. */
export async function subscribePush(subscription: PushSubscription): Promise<void> {
  await callApi(route, { json: subscription.toJSON() as ClubPushSubscription }, { showError: false })
}
