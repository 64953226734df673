import { fetchArticles, fetchNews } from '../../domain/contract/content.ts'
import { activeArticles, newsFor } from '../db/content.ts'
import { pregnancyStageOf } from '../db/members.ts'
import type { AppDeps } from '../deps.ts'
import { requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { revalidatedJson } from '../http/revalidated-json.ts'

/** What members read from the back office's content: news for their stage, and articles. */
export function newsRoutes(deps: AppDeps) {
  const { db } = deps
  return createRouter()
    .openapi({ ...contractRoute(fetchNews), middleware: [requireMember(deps)] }, async (c) =>
      revalidatedJson(c, { data: await newsFor(db, await pregnancyStageOf(db, c.get('member').id)) }, 'member'),
    )
    .openapi({ ...contractRoute(fetchArticles), middleware: [requireMember(deps)] }, async (c) => revalidatedJson(c, { data: await activeArticles(db) }, 'member'))
}
