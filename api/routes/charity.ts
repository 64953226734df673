import { WISHING_TREE_GOAL, wishingTreeProgress } from '../../domain/charity.ts'
import { donateToWisher, fetchBlogs, fetchDonateItems, fetchJourney, fetchTreeNews, fetchWishes, redeemDonateItem } from '../../domain/contract/charity.ts'
import { recordEvent } from '../db/tracking-events.ts'
import { activeBlogs, activeDonateItems, activeWishers, journeyAndWisherPoints } from '../db/charity.ts'
import { newsFor } from '../db/content.ts'
import type { AppDeps } from '../deps.ts'
import { refuseOtherMember, requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { rateLimit } from '../http/rate-limit.ts'
import * as donations from '../services/donations.ts'
import { hashRequest, runOnce } from '../services/idempotency.ts'
import { balanceOf } from '../services/ledger.ts'

/** Share a Little Comfort (spec 2 §2-§4, §7, §9): the public Wishing Tree reads, and members' donations. */
export function charityRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)
  const writes = rateLimit(db, clock, { limit: 30, windowMs: 60_000, key: (c) => `member:${c.get('member').id}` })
  const app = createRouter()

  app.openapi(contractRoute(fetchWishes), async (c) => c.json({ data: await activeWishers(db) }, 200))

  app.openapi(contractRoute(fetchJourney), async (c) => {
    const { journey, wisherPoints } = await journeyAndWisherPoints(db)
    const points = wisherPoints + journey.progressPoints
    return c.json({ data: journey, progress: { goal: WISHING_TREE_GOAL, points, progress: wishingTreeProgress(wisherPoints, journey.progressPoints) } }, 200)
  })

  app.openapi(contractRoute(fetchBlogs), async (c) => c.json({ data: await activeBlogs(db) }, 200))

  // A visitor has no pregnancy stage: the tree's slider shows the news meant for everyone.
  app.openapi(contractRoute(fetchTreeNews), async (c) => c.json({ data: await newsFor(db, null) }, 200))

  app.openapi({ ...contractRoute(fetchDonateItems), middleware: [member] }, async (c) => c.json({ data: await activeDonateItems(db) }, 200))

  app.openapi({ ...contractRoute(redeemDonateItem), middleware: [member, writes] }, async (c) => {
    const memberId = c.get('member').id
    const { id, donateId } = c.req.valid('json')
    refuseOtherMember(c, id)
    const at = clock.now()
    const scope = { memberId, route: 'donate-item', key: c.req.valid('header')['idempotency-key'], requestHash: hashRequest(donateId), at }
    const answer = await runOnce(db, scope, async (trx) => {
      const given = await donations.donateItemPoints(trx, memberId, donateId, at)
      await recordEvent(trx, memberId, { event: 'pointsDonated', points: given.points }, at)
      return { status: 200, body: { ...given, totalPoints: await balanceOf(trx, memberId) } }
    })
    return c.json(answer.body, 200)
  })

  app.openapi({ ...contractRoute(donateToWisher), middleware: [member, writes] }, async (c) => {
    const memberId = c.get('member').id
    const { id, wisherId, selectedValue } = c.req.valid('json')
    refuseOtherMember(c, id)
    const at = clock.now()
    const scope = { memberId, route: 'donate-wisher', key: c.req.valid('header')['idempotency-key'], requestHash: hashRequest([wisherId, selectedValue]), at }
    const answer = await runOnce(db, scope, async (trx) => {
      const given = await donations.donateToWisher(trx, memberId, wisherId, selectedValue, at)
      await recordEvent(trx, memberId, { event: 'pointsDonated', points: selectedValue }, at)
      return { status: 200, body: { ...given, points: selectedValue, totalPoints: await balanceOf(trx, memberId) } }
    })
    return c.json(answer.body, 200)
  })

  return app
}
