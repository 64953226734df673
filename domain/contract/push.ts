import { PushKeySchema, PushSubscriptionSchema, PushUnsubscribeSchema } from '../push-subscription.ts'
import { defineRoute } from './define-route.ts'

const tags = ['Inbox']

export const fetchPushKey = defineRoute({
  method: 'get',
  path: '/push/key',
  access: 'public',
  tags,
  summary: 'The VAPID public key to subscribe to push notifications with; null when the club sends none',
  responses: { 200: PushKeySchema },
})

export const subscribePush = defineRoute({
  method: 'post',
  path: '/push/subscribe',
  access: 'member',
  tags,
  summary: "Push the member's new inbox messages to this device (a browser's PushSubscription) while this session lasts",
  json: PushSubscriptionSchema,
  responses: { 204: null },
  errors: { 404: ['pushUnavailable'], 422: ['pushSubscriptionInvalid'] },
})

export const unsubscribePush = defineRoute({
  method: 'post',
  path: '/push/unsubscribe',
  access: 'member',
  tags,
  summary: 'Stop pushing to this device (the endpoint of its subscription); done also when it was not subscribed',
  json: PushUnsubscribeSchema,
  responses: { 204: null },
})
