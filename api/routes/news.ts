import { fetchNews } from '../../domain/contract/content.ts'
import { newsFor } from '../db/content.ts'
import { pregnancyStageOf } from '../db/members.ts'
import type { AppDeps } from '../deps.ts'
import { requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

export function newsRoutes(deps: AppDeps) {
  const { db } = deps
  return createRouter().openapi({ ...contractRoute(fetchNews), middleware: [requireMember(deps)] }, async (c) =>
    c.json({ data: await newsFor(db, await pregnancyStageOf(db, c.get('member').id)) }, 200),
  )
}
