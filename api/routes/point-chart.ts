import { fetchPointChart } from '../../domain/contract/rewards.ts'
import { localized } from '../db/localized.ts'
import type { AppDeps } from '../deps.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { doublePointDays } from '../services/points-settings.ts'

export function pointChartRoutes({ db }: AppDeps) {
  return createRouter().openapi(contractRoute(fetchPointChart), async (c) => {
    const rows = await db
      .selectFrom('skus as s')
      .leftJoin('brands as b', 'b.id', 's.brandId')
      .select(['s.id', 's.nameEn', 's.nameBm', 'b.name as brand', 's.pointsPerUnit'])
      .where('s.active', '=', 1)
      .orderBy('b.name')
      .orderBy('s.nameEn')
      .execute()
    const skus = rows.map((r) => ({ id: r.id, name: localized(r, 'name'), brand: r.brand, pointsPerUnit: r.pointsPerUnit }))
    return c.json({ skus, doublePointDays: await doublePointDays(db) }, 200)
  })
}
