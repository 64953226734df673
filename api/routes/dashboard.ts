import { acknowledgeSso, fetchRewardHighlights } from '../../domain/contract/rewards.ts'
import { clearSsoPopup } from '../db/members.ts'
import { rewardHighlights } from '../db/rewards.ts'
import type { AppDeps } from '../deps.ts'
import { refuseOtherMember, requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

export function dashboardRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)
  const app = createRouter()

  app.openapi({ ...contractRoute(fetchRewardHighlights), middleware: [member] }, async (c) => c.json({ data: await rewardHighlights(db) }, 200))

  return app.openapi({ ...contractRoute(acknowledgeSso), middleware: [member] }, async (c) => {
    refuseOtherMember(c, c.req.valid('json').id)
    await clearSsoPopup(db, c.get('member').id, clock.now())
    return c.body(null, 204)
  })
}
