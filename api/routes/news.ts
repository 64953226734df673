import { fetchNews } from '../../domain/contract/content.ts'
import { newsShownTo } from '../../domain/news.ts'
import { localized } from '../db/localized.ts'
import type { AppDeps } from '../deps.ts'
import { requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

export function newsRoutes(deps: AppDeps) {
  const { db } = deps
  return createRouter().openapi({ ...contractRoute(fetchNews), middleware: [requireMember(deps)] }, async (c) => {
    const { pregnancyStage } = await db.selectFrom('members').select('pregnancyStage').where('id', '=', c.get('member').id).executeTakeFirstOrThrow()
    const rows = await db.selectFrom('news').selectAll().where('active', '=', 1).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()
    const data = rows
      .filter((n) => newsShownTo(JSON.parse(n.showingTo) as string[], pregnancyStage))
      .map((n) => ({
        id: n.id,
        title: localized(n, 'title'),
        description: localized(n, 'description'),
        image: localized(n, 'image'),
        link: n.link,
      }))
    return c.json({ data }, 200)
  })
}
