import { fetchContentPage, fetchNotices } from '../../domain/contract/content.ts'
import { localized } from '../db/localized.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

export function contentRoutes({ db, clock }: AppDeps) {
  const app = createRouter()

  app.openapi(contractRoute(fetchNotices), async (c) => {
    const now = clock.now().toISOString()
    const rows = await db
      .selectFrom('notices')
      .selectAll()
      .where('kind', '=', c.req.valid('query').kind)
      .where('startsAt', '<=', now)
      .where('endsAt', '>', now)
      .orderBy('startsAt')
      .execute()
    const data = rows.map((n) => ({ id: n.id, kind: c.req.valid('query').kind, title: localized(n, 'title'), body: localized(n, 'body'), startsAt: n.startsAt, endsAt: n.endsAt }))
    return c.json({ data }, 200)
  })

  return app.openapi(contractRoute(fetchContentPage), async (c) => {
    const { slug } = c.req.valid('param')
    const row = await db.selectFrom('contentPages').selectAll().where('slug', '=', slug).executeTakeFirst()
    if (!row) throw new ApiError(404, 'notFound')
    return c.json({ slug: row.slug, title: localized(row, 'title'), body: localized(row, 'body'), updatedAt: row.updatedAt }, 200)
  })
}
