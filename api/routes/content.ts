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

export function contentRoutes({ db }: AppDeps) {
  return createRouter().openapi(getPage, async (c) => {
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
