import { acknowledgeSso, fetchRewardHighlights } from '../../domain/contract/rewards.ts'
import { sql } from 'kysely'
import { REWARD_HIGHLIGHTS } from '../../domain/rewards.ts'
import { localized } from '../db/localized.ts'
import type { AppDeps } from '../deps.ts'
import { refuseOtherMember, requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

export function dashboardRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)
  const app = createRouter()

  app.openapi({ ...contractRoute(fetchRewardHighlights), middleware: [member] }, async (c) => {
    const rows = await db
      .selectFrom('rewardItems')
      .select(['id', 'nameEn', 'nameBm', 'imageEn', 'imageBm', 'points', 'itemBrand'])
      .where('active', '=', 1)
      .whereRef('redeemed', '<', 'inventory')
      .orderBy(sql`random()`)
      .limit(REWARD_HIGHLIGHTS)
      .execute()
    const data = rows.map((r) => ({ id: r.id, name: localized(r, 'name'), image: localized(r, 'image'), points: r.points, brand: r.itemBrand }))
    return c.json({ data }, 200)
  })

  return app.openapi({ ...contractRoute(acknowledgeSso), middleware: [member] }, async (c) => {
    refuseOtherMember(c, c.req.valid('json').id)
    await db.updateTable('members').set({ ssoPopup: 0, updatedAt: clock.now().toISOString() }).where('id', '=', c.get('member').id).execute()
    return c.body(null, 204)
  })
}
