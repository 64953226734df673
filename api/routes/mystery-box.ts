import { fetchMysteryEntries, openMysteryBox } from '../../domain/contract/mystery-box.ts'
import { closedBoxes, mysteryHistory, runningCampaigns } from '../db/mystery-box.ts'
import type { AppDeps } from '../deps.ts'
import { requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { hashRequest, runOnce } from '../services/idempotency.ts'
import { balanceOf } from '../services/ledger.ts'
import * as mysteryBox from '../services/mystery-box.ts'

/** The mystery box for members (spec 2 §2 /mysteryboxhome, §7 GET /campaign/entries): history, boxes to open, opening one. */
export function mysteryBoxRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)
  const writes = rateLimit(db, clock, { limit: 60, windowMs: 60_000, key: (c) => `member:${c.get('member').id}` })
  const app = createRouter()

  app.openapi({ ...contractRoute(fetchMysteryEntries), middleware: [member] }, async (c) => {
    const memberId = c.get('member').id
    return c.json({ data: await mysteryHistory(db, memberId), boxes: await closedBoxes(db, memberId), campaigns: await runningCampaigns(db, clock.now()) }, 200)
  })

  return app.openapi({ ...contractRoute(openMysteryBox), middleware: [member, writes] }, async (c) => {
    const memberId = c.get('member').id
    const { boxId } = c.req.valid('json')
    const at = clock.now()
    const scope = { memberId, route: 'mystery-box-open', key: c.req.valid('header')['idempotency-key'], requestHash: hashRequest(boxId), at }
    const answer = await runOnce(db, scope, async (trx) => {
      const entry = await mysteryBox.openMysteryBox(trx, memberId, boxId, at)
      return { status: 200, body: { entry, totalPoints: await balanceOf(trx, memberId) } }
    })
    return c.json(answer.body, 200)
  })
}
