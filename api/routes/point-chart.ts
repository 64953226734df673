import { createRoute, z } from '@hono/zod-openapi'
import { LocalizedTextSchema } from '../../domain/club.ts'
import type { AppDeps } from '../deps.ts'
import { createRouter, jsonContent } from '../http/openapi.ts'
import { doublePointDays } from '../services/points-settings.ts'

const PointChartSchema = z
  .object({
    skus: z.array(z.object({ id: z.number().int(), name: LocalizedTextSchema, brand: z.string().nullable(), pointsPerUnit: z.number().int() })),
    doublePointDays: z.array(z.number().int()),
  })
  .openapi('PointChart')

const getPointChart = createRoute({
  method: 'get',
  path: '/pointchart',
  tags: ['Content'],
  summary: 'The product point chart: points per unit of each product on a receipt (public)',
  responses: { 200: jsonContent(PointChartSchema, 'Active products by brand and name') },
})

export function pointChartRoutes({ db }: AppDeps) {
  return createRouter().openapi(getPointChart, async (c) => {
    const rows = await db
      .selectFrom('skus as s')
      .leftJoin('brands as b', 'b.id', 's.brandId')
      .select(['s.id', 's.nameEn', 's.nameBm', 'b.name as brand', 's.pointsPerUnit'])
      .where('s.active', '=', 1)
      .orderBy('b.name')
      .orderBy('s.nameEn')
      .execute()
    const skus = rows.map((r) => ({ id: r.id, name: { en: r.nameEn, bm: r.nameBm }, brand: r.brand, pointsPerUnit: r.pointsPerUnit }))
    return c.json({ skus, doublePointDays: await doublePointDays(db) }, 200)
  })
}
