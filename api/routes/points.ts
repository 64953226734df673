import { fetchPointRecords } from '../../domain/contract/rewards.ts'
import { pointRecords } from '../db/points.ts'
import type { AppDeps } from '../deps.ts'
import { requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

export function pointRoutes(deps: AppDeps) {
  const { db } = deps
  const app = createRouter()

  return app.openapi({ ...contractRoute(fetchPointRecords), middleware: [requireMember(deps)] }, async (c) => {
    const { limit, ...page } = c.req.valid('query')
    // One more than asked for tells whether an older page exists.
    const rows = await pointRecords(db, c.get('member').id, { ...page, limit: limit + 1 })
    const data = rows.slice(0, limit)
    return c.json({ data, nextBefore: rows.length > limit ? data.at(-1)!.id : null }, 200)
  })
}
