import * as pointChart from '../../../domain/contract/admin-point-chart.ts'
import type { Database } from '../../db/connection.ts'
import { adminRetailers, adminSkus, retailerLabelTaken } from '../../db/point-chart.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'

async function requireBrand(db: Database, brandId: number | null): Promise<void> {
  if (brandId === null) return
  const brand = await db.selectFrom('brands').select('id').where('id', '=', brandId).executeTakeFirst()
  if (!brand) throw new ApiError(422, 'brandNotFound')
}

export function adminPointChartRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = createRouter()

  app.openapi(contractRoute(pointChart.fetchAdminPointChart), async (c) => {
    const brands = await db.selectFrom('brands').select(['id', 'name']).orderBy('name').execute()
    return c.json({ retailers: await adminRetailers(db), skus: await adminSkus(db), brands }, 200)
  })

  // The label check and the write share a transaction, so two admins cannot add the same store.
  app.openapi(contractRoute(pointChart.addRetailer), async (c) => {
    const { label, isOther = false } = c.req.valid('json')
    const id = await db.transaction().execute(async (trx) => {
      if (await retailerLabelTaken(trx, label)) throw new ApiError(409, 'retailerExists')
      if (isOther && (await trx.selectFrom('retailers').select('id').where('isOther', '=', 1).executeTakeFirst())) throw new ApiError(409, 'otherRetailerExists')
      const row = await trx
        .insertInto('retailers')
        .values({ label, isOther: isOther ? 1 : 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    })
    const [retailer] = await adminRetailers(db, id)
    return c.json(retailer!, 201)
  })

  app.openapi(contractRoute(pointChart.editRetailer), async (c) => {
    const { id, label, active } = c.req.valid('json')
    await db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom('retailers').select('id').where('id', '=', id).executeTakeFirst()
      if (!found) throw new ApiError(404, 'retailerNotFound')
      if (await retailerLabelTaken(trx, label, id)) throw new ApiError(409, 'retailerExists')
      await trx
        .updateTable('retailers')
        .set({ label, active: active ? 1 : 0 })
        .where('id', '=', id)
        .execute()
    })
    const [retailer] = await adminRetailers(db, id)
    return c.json(retailer!, 200)
  })

  app.openapi(contractRoute(pointChart.addSku), async (c) => {
    const { nameEn, nameBm, brandId, pointsPerUnit } = c.req.valid('json')
    await requireBrand(db, brandId)
    const now = clock.now().toISOString()
    const { id } = await db
      .insertInto('skus')
      .values({ nameEn, nameBm, brandId, pointsPerUnit, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    const [sku] = await adminSkus(db, id)
    return c.json(sku!, 201)
  })

  app.openapi(contractRoute(pointChart.editSku), async (c) => {
    const { id, nameEn, nameBm, brandId, pointsPerUnit, active } = c.req.valid('json')
    if (!(await db.selectFrom('skus').select('id').where('id', '=', id).executeTakeFirst())) throw new ApiError(404, 'skuNotFound')
    await requireBrand(db, brandId)
    await db
      .updateTable('skus')
      .set({ nameEn, nameBm, brandId, pointsPerUnit, active: active ? 1 : 0, updatedAt: clock.now().toISOString() })
      .where('id', '=', id)
      .execute()
    const [sku] = await adminSkus(db, id)
    return c.json(sku!, 200)
  })

  return app
}
