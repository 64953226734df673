import { createRoute, z } from '@hono/zod-openapi'
import { POINT_HISTORY_MAX_PAGE, POINT_HISTORY_PAGE, POINT_RECORD_KINDS, PointHistoryPageSchema } from '../../domain/point-records.ts'
import { pointRecords } from '../db/points.ts'
import type { AppDeps } from '../deps.ts'
import { requireMember } from '../http/auth.ts'
import { createRouter, errorResponse, jsonContent } from '../http/openapi.ts'

const routes = {
  fetch: createRoute({
    method: 'get',
    path: '/user/points/fetch',
    tags: ['Points'],
    summary: "The member's point records, newest first, a page at a time: all, earned (0 or more) or used (negative)",
    security: [{ bearer: [] }],
    request: {
      query: z.object({
        kind: z.enum(POINT_RECORD_KINDS).optional(),
        /** The `nextBefore` of the previous page. */
        before: z.coerce.number<string>().int().positive().optional(),
        limit: z.coerce.number<string>().int().min(1).max(POINT_HISTORY_MAX_PAGE).default(POINT_HISTORY_PAGE),
      }),
    },
    responses: { 200: jsonContent(PointHistoryPageSchema, 'Point records'), 401: errorResponse('No valid session') },
  }),
}

export function pointRoutes(deps: AppDeps) {
  const { db } = deps
  const app = createRouter()

  return app.openapi({ ...routes.fetch, middleware: [requireMember(deps)] }, async (c) => {
    const { limit, ...page } = c.req.valid('query')
    // One more than asked for tells whether an older page exists.
    const rows = await pointRecords(db, c.get('member').id, { ...page, limit: limit + 1 })
    const data = rows.slice(0, limit)
    return c.json({ data, nextBefore: rows.length > limit ? data.at(-1)!.id : null }, 200)
  })
}
