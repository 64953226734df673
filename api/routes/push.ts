import { fetchPushKey, subscribePush, unsubscribePush } from '../../domain/contract/push.ts'
import { removePushSubscription, savePushSubscription } from '../db/push-subscriptions.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

export function pushRoutes(deps: AppDeps) {
  const { db, clock, push } = deps
  const member = requireMember(deps)
  const app = createRouter()

  app.openapi(contractRoute(fetchPushKey), (c) => c.json({ publicKey: push.publicKey }, 200))

  app.openapi({ ...contractRoute(subscribePush), middleware: [member] }, async (c) => {
    if (!push.publicKey) throw new ApiError(404, 'pushUnavailable')
    const { endpoint, keys } = c.req.valid('json')
    const { id: memberId, sessionId } = c.get('member')
    await savePushSubscription(db, { endpoint, ...keys, memberId, sessionId }, clock.now())
    return c.body(null, 204)
  })

  return app.openapi({ ...contractRoute(unsubscribePush), middleware: [member] }, async (c) => {
    await removePushSubscription(db, c.get('member').id, c.req.valid('json').endpoint)
    return c.body(null, 204)
  })
}
