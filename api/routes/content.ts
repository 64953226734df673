import { createRoute, z } from '@hono/zod-openapi'
import { LocalizedTextSchema } from '../../domain/club.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { createRouter, errorResponse, jsonContent } from '../http/openapi.ts'

const ContentPageSchema = z
  .object({ slug: z.string(), title: LocalizedTextSchema, body: LocalizedTextSchema, updatedAt: z.string() })
  .openapi('ContentPage')

const getPage = createRoute({
  method: 'get',
  path: '/content/pages/{slug}',
  tags: ['Content'],
  summary: 'A static content page such as an FAQ page (public)',
  request: { params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) }) },
  responses: { 200: jsonContent(ContentPageSchema, 'The page in both languages'), 404: errorResponse('No such page') },
})

const NoticeSchema = z
  .object({ id: z.number().int(), kind: z.string(), title: LocalizedTextSchema, body: LocalizedTextSchema, startsAt: z.string(), endsAt: z.string() })
  .openapi('Notice')

const activeNotices = createRoute({
  method: 'get',
  path: '/content/notices',
  tags: ['Content'],
  summary: 'Notices showing now: a maintenance window, or an announcement for the dashboard (public)',
  request: { query: z.object({ kind: z.enum(['maintenance', 'announcement']) }) },
  responses: { 200: jsonContent(z.object({ data: z.array(NoticeSchema) }), 'Notices whose window includes now') },
})

export function contentRoutes({ db, clock }: AppDeps) {
  const app = createRouter()

  app.openapi(activeNotices, async (c) => {
    const now = clock.now().toISOString()
    const rows = await db
      .selectFrom('notices')
      .selectAll()
      .where('kind', '=', c.req.valid('query').kind)
      .where('startsAt', '<=', now)
      .where('endsAt', '>', now)
      .orderBy('startsAt')
      .execute()
    const data = rows.map((n) => ({
      id: n.id,
      kind: n.kind,
      title: { en: n.titleEn, bm: n.titleBm },
      body: { en: n.bodyEn, bm: n.bodyBm },
      startsAt: n.startsAt,
      endsAt: n.endsAt,
    }))
    return c.json({ data }, 200)
  })

  return app.openapi(getPage, async (c) => {
    const { slug } = c.req.valid('param')
    const row = await db.selectFrom('contentPages').selectAll().where('slug', '=', slug).executeTakeFirst()
    if (!row) throw new ApiError(404, 'notFound')
    return c.json(
      {
        slug: row.slug,
        title: { en: row.titleEn, bm: row.titleBm },
        body: { en: row.bodyEn, bm: row.bodyBm },
        updatedAt: row.updatedAt,
      },
      200,
    )
  })
}
