import { createRoute, z } from '@hono/zod-openapi'
import { sql } from 'kysely'
import type { AppDeps } from '../deps.ts'
import { createRouter, errorResponse, jsonContent } from '../http/openapi.ts'

const HealthSchema = z.object({ status: z.literal('ok'), time: z.string() }).openapi('Health')

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Liveness and database check',
  responses: { 200: jsonContent(HealthSchema, 'The API and its database answer'), 500: errorResponse('Database unreachable') },
})

export function healthRoutes({ db, clock }: AppDeps) {
  return createRouter().openapi(health, async (c) => {
    await sql`select 1`.execute(db)
    return c.json({ status: 'ok' as const, time: clock.now().toISOString() }, 200)
  })
}
