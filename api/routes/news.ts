import { createRoute, z } from '@hono/zod-openapi'
import { newsShownTo, NewsItemSchema } from '../../domain/news.ts'
import type { AppDeps } from '../deps.ts'
import { requireMember } from '../http/auth.ts'
import { createRouter, jsonContent } from '../http/openapi.ts'

const fetchNews = createRoute({
  method: 'get',
  path: '/news/fetch',
  tags: ['News'],
  summary: "Active news for the member's pregnancy stage (or for all), newest first",
  security: [{ bearer: [] }],
  responses: { 200: jsonContent(z.object({ data: z.array(NewsItemSchema) }), 'News') },
})

export function newsRoutes(deps: AppDeps) {
  const { db } = deps
  return createRouter().openapi({ ...fetchNews, middleware: [requireMember(deps)] }, async (c) => {
    const { pregnancyStage } = await db.selectFrom('members').select('pregnancyStage').where('id', '=', c.get('member').id).executeTakeFirstOrThrow()
    const rows = await db.selectFrom('news').selectAll().where('active', '=', 1).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()
    const data = rows
      .filter((n) => newsShownTo(JSON.parse(n.showingTo) as string[], pregnancyStage))
      .map((n) => ({
        id: n.id,
        title: { en: n.titleEn, bm: n.titleBm },
        description: { en: n.descriptionEn, bm: n.descriptionBm },
        image: { en: n.imageEn, bm: n.imageBm },
        link: n.link,
      }))
    return c.json({ data }, 200)
  })
}
