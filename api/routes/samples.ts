import { createRoute, z } from '@hono/zod-openapi'
import { LocalizedTextSchema } from '../../domain/club.ts'
import type { AppDeps } from '../deps.ts'
import { createRouter, jsonContent } from '../http/openapi.ts'

const SampleSchema = z
  .object({
    id: z.number().int(),
    size: z.string(),
    brand: z.string(),
    format: z.string(),
    active: z.boolean(),
    itemName: LocalizedTextSchema,
    itemImage: LocalizedTextSchema,
  })
  .openapi('Sample')

const fetchSamples = createRoute({
  method: 'get',
  path: '/sample/fetch',
  tags: ['Samples'],
  summary: 'Free samples a new member may choose at signup (active and in stock)',
  responses: { 200: jsonContent(z.object({ data: z.array(SampleSchema) }), 'Samples') },
})

export function sampleRoutes({ db }: AppDeps) {
  return createRouter().openapi(fetchSamples, async (c) => {
    const rows = await db
      .selectFrom('samples as s')
      .innerJoin('sizes', 'sizes.id', 's.sizeId')
      .innerJoin('brands', 'brands.id', 'sizes.brandId')
      .innerJoin('formats', 'formats.id', 'sizes.formatId')
      .select(['s.id', 'sizes.name as size', 'brands.name as brand', 'formats.name as format', 's.nameEn', 's.nameBm', 's.imageEn', 's.imageBm'])
      .where('s.active', '=', 1)
      .whereRef('s.redeemed', '<', 's.inventory')
      .orderBy('s.id')
      .execute()
    const data = rows.map((r) => ({
      id: r.id,
      size: r.size,
      brand: r.brand,
      format: r.format,
      active: true,
      itemName: { en: r.nameEn, bm: r.nameBm },
      itemImage: { en: r.imageEn, bm: r.imageBm },
    }))
    return c.json({ data }, 200)
  })
}
