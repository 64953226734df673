import { businessDate } from '../../domain/business-time.ts'
import { fetchCatalog, fetchOrders, fetchPregnantOffers, redeem, redeemPregnant, trackOrder } from '../../domain/contract/shop.ts'
import { type OrderKind, pregnantOfferOpen } from '../../domain/shop.ts'
import { recordEvent } from '../db/tracking-events.ts'
import { pregnancyOf } from '../db/members.ts'
import { allCategories, itemsOnSale, memberOrder, ordersOf } from '../db/shop.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { refuseOtherMember, requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { hashRequest, runOnce } from '../services/idempotency.ts'
import { balanceOf } from '../services/ledger.ts'
import { placeOrder } from '../services/orders.ts'

/** The point shop for members (spec 2 §2, §5, §7): browse, order for points, follow the orders. */
export function shopRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)
  const orderLimit = rateLimit(db, clock, { limit: 30, windowMs: 60_000, key: (c) => `member:${c.get('member').id}` })
  const app = createRouter()

  app.openapi({ ...contractRoute(fetchCatalog), middleware: [member] }, async (c) => {
    const [categories, data] = await Promise.all([allCategories(db), itemsOnSale(db, 'item')])
    return c.json({ categories, data }, 200)
  })

  app.openapi({ ...contractRoute(fetchPregnantOffers), middleware: [member] }, async (c) => {
    const eligible = pregnantOfferOpen(await pregnancyOf(db, c.get('member').id), businessDate(clock.now()))
    return c.json({ eligible, data: eligible ? await itemsOnSale(db, 'pregnant') : [] }, 200)
  })

  // The catalogue and the pregnant offers order alike; only the items they may name differ.
  const ordering = (route: typeof redeem | typeof redeemPregnant, kind: OrderKind) =>
    app.openapi({ ...contractRoute(route as typeof redeem), middleware: [member, orderLimit] }, async (c) => {
      const memberId = c.get('member').id
      const { id, addressId, items } = c.req.valid('json')
      refuseOtherMember(c, id)
      const at = clock.now()
      const scope = { memberId, route: route.path, key: c.req.valid('header')['idempotency-key'], requestHash: hashRequest({ addressId, items }), at }
      const answer = await runOnce(db, scope, async (trx) => {
        const { points, ...order } = await placeOrder(trx, { memberId, kind, addressId, items, at })
        await recordEvent(trx, memberId, { event: 'orderPlaced', kind, points, items: items.reduce((n, i) => n + i.quantity, 0) }, at)
        return { status: 200, body: { order, totalPoints: await balanceOf(trx, memberId) } }
      })
      return c.json(answer.body, 200)
    })
  ordering(redeem, 'item')
  ordering(redeemPregnant, 'pregnant')

  app.openapi({ ...contractRoute(fetchOrders), middleware: [member] }, async (c) => c.json({ data: await ordersOf(db, c.get('member').id) }, 200))

  app.openapi({ ...contractRoute(trackOrder), middleware: [member] }, async (c) => {
    const order = await memberOrder(db, c.get('member').id, c.req.valid('json').id)
    if (!order) throw new ApiError(404, 'orderNotFound')
    return c.json({ data: order.tracking, order }, 200)
  })

  return app
}
