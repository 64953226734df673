import { createRoute } from '@hono/zod-openapi'
import { PushKeySchema, PushSubscriptionSchema, PushUnsubscribeSchema } from '../../domain/push-subscription.ts'
import { removePushSubscription, savePushSubscription } from '../db/push-subscriptions.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { requireMember } from '../http/auth.ts'
import { createRouter, errorResponse, jsonBody, jsonContent } from '../http/openapi.ts'

const Tags = ['Inbox']
const security = [{ bearer: [] }]

const routes = {
  key: createRoute({
    method: 'get',
    path: '/push/key',
    tags: Tags,
    summary: 'The VAPID public key to subscribe to push notifications with; null when the club sends none',
    responses: { 200: jsonContent(PushKeySchema, 'The key, or null') },
  }),
  subscribe: createRoute({
    method: 'post',
    path: '/push/subscribe',
    tags: Tags,
    summary: "Push the member's new inbox messages to this device (a browser's PushSubscription) while this session lasts",
    security,
    request: { body: jsonBody(PushSubscriptionSchema) },
    responses: {
      204: { description: 'Subscribed' },
      401: errorResponse('No valid session'),
      404: errorResponse('pushUnavailable: the club sends no notifications'),
      422: errorResponse('pushSubscriptionInvalid: not an https push service, or keys of the wrong size'),
    },
  }),
  unsubscribe: createRoute({
    method: 'post',
    path: '/push/unsubscribe',
    tags: Tags,
    summary: 'Stop pushing to this device (the endpoint of its subscription)',
    security,
    request: { body: jsonBody(PushUnsubscribeSchema) },
    responses: { 204: { description: 'Unsubscribed, or was not subscribed' }, 401: errorResponse('No valid session') },
  }),
}

export function pushRoutes(deps: AppDeps) {
  const { db, clock, push } = deps
  const member = requireMember(deps)
  const app = createRouter()

  app.openapi(routes.key, (c) => c.json({ publicKey: push.publicKey }, 200))

  app.openapi({ ...routes.subscribe, middleware: [member] }, async (c) => {
    if (!push.publicKey) throw new ApiError(404, 'pushUnavailable')
    const { endpoint, keys } = c.req.valid('json')
    const { id: memberId, sessionId } = c.get('member')
    await savePushSubscription(db, { endpoint, ...keys, memberId, sessionId }, clock.now())
    return c.body(null, 204)
  })

  return app.openapi({ ...routes.unsubscribe, middleware: [member] }, async (c) => {
    await removePushSubscription(db, c.get('member').id, c.req.valid('json').endpoint)
    return c.body(null, 204)
  })
}
