import { fetchSamples } from '../../domain/contract/content.ts'
import { fetchSampleCatalog, redeemSample } from '../../domain/contract/samples.ts'
import { recordEvent } from '../db/tracking-events.ts'
import { availableSamples } from '../db/content.ts'
import { sampleCatalog } from '../db/sample-catalogue.ts'
import type { AppDeps } from '../deps.ts'
import { refuseOtherMember, requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { hashRequest, runOnce } from '../services/idempotency.ts'
import { placeSampleOrder } from '../services/samples.ts'

/** Free samples (spec 2 §2, §3, §5, §7): the signup's choice, the catalogue a member picks from, and the members' requests. */
export function sampleRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)
  const requestLimit = rateLimit(db, clock, { limit: 30, windowMs: 60_000, key: (c) => `member:${c.get('member').id}` })
  const app = createRouter()

  app.openapi(contractRoute(fetchSamples), async (c) => c.json({ data: await availableSamples(db) }, 200))

  app.openapi({ ...contractRoute(fetchSampleCatalog), middleware: [member] }, async (c) => c.json(await sampleCatalog(db), 200))

  app.openapi({ ...contractRoute(redeemSample), middleware: [member, requestLimit] }, async (c) => {
    const memberId = c.get('member').id
    const { id, addressId, itemId } = c.req.valid('json')
    refuseOtherMember(c, id)
    const at = clock.now()
    const scope = { memberId, route: redeemSample.path, key: c.req.valid('header')['idempotency-key'], requestHash: hashRequest({ addressId, itemId }), at }
    const answer = await runOnce(db, scope, async (trx) => {
      const order = await placeSampleOrder(trx, { memberId, sampleId: itemId, addressId, at })
      await recordEvent(trx, memberId, { event: 'sampleRequested', sampleId: itemId }, at)
      return { status: 200, body: { order, trackingId: order.trackingId } }
    })
    return c.json(answer.body, 200)
  })

  return app
}
