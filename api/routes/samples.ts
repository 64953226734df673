import { fetchSamples } from '../../domain/contract/content.ts'
import { localized } from '../db/localized.ts'
import type { AppDeps } from '../deps.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

export function sampleRoutes({ db }: AppDeps) {
  return createRouter().openapi(contractRoute(fetchSamples), async (c) => {
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
      itemName: localized(r, 'name'),
      itemImage: localized(r, 'image'),
    }))
    return c.json({ data }, 200)
  })
}
