import { createRoute, z } from '@hono/zod-openapi'
import { sql } from 'kysely'
import { RewardItemSchema } from '../../domain/reward-item.ts'
import { REWARD_HIGHLIGHTS } from '../../domain/rewards.ts'
import type { AppDeps } from '../deps.ts'
import { requireMember } from '../http/auth.ts'
import { createRouter, jsonBody, jsonContent } from '../http/openapi.ts'

const routes = {
  highlights: createRoute({
    method: 'get',
    path: '/rewards/highlights/fetch',
    tags: ['Dashboard'],
    summary: 'Six random active rewards that are in stock, for the dashboard',
    security: [{ bearer: [] }],
    responses: { 200: jsonContent(z.object({ data: z.array(RewardItemSchema) }), 'Rewards') },
  }),
  ssoPopup: createRoute({
    method: 'post',
    path: '/user/ssoPopup',
    tags: ['Dashboard'],
    summary: 'The member has read the single-sign-on notice: it is not shown again',
    security: [{ bearer: [] }],
    // The spec sends the member's id; who asks comes from the token only, so it is ignored.
    request: { body: jsonBody(z.strictObject({ id: z.string().optional() })) },
    responses: { 204: { description: 'Noted' } },
  }),
}

export function dashboardRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)
  const app = createRouter()

  app.openapi({ ...routes.highlights, middleware: [member] }, async (c) => {
    const rows = await db
      .selectFrom('rewardItems')
      .select(['id', 'nameEn', 'nameBm', 'imageEn', 'imageBm', 'points', 'itemBrand'])
      .where('active', '=', 1)
      .whereRef('redeemed', '<', 'inventory')
      .orderBy(sql`random()`)
      .limit(REWARD_HIGHLIGHTS)
      .execute()
    const data = rows.map((r) => ({ id: r.id, name: { en: r.nameEn, bm: r.nameBm }, image: { en: r.imageEn, bm: r.imageBm }, points: r.points, brand: r.itemBrand }))
    return c.json({ data }, 200)
  })

  return app.openapi({ ...routes.ssoPopup, middleware: [member] }, async (c) => {
    await db.updateTable('members').set({ ssoPopup: 0, updatedAt: clock.now().toISOString() }).where('id', '=', c.get('member').id).execute()
    return c.body(null, 204)
  })
}
