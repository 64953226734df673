import * as pointChart from '../../../domain/contract/admin-point-chart.ts'
import { brandExists } from '../../db/brands.ts'
import type { Database } from '../../db/connection.ts'
import {
  adminRetailers,
  adminSkus,
  brandOptions,
  hasOtherRetailer,
  insertRetailer,
  insertSku,
  retailerExists,
  retailerLabelTaken,
  skuExists,
  updateRetailer,
  updateSku,
} from '../../db/point-chart.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { inTransaction } from '../../db/transaction.ts'

/** A product's brand is optional; a named one must exist. */
async function requireBrand(db: Database, brandId: number | null): Promise<void> {
  if (brandId !== null && !(await brandExists(db, brandId))) throw new ApiError(422, 'brandNotFound')
}

export function adminPointChartRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = createRouter()

  app.openapi(contractRoute(pointChart.fetchAdminPointChart), async (c) =>
    c.json({ retailers: await adminRetailers(db), skus: await adminSkus(db), brands: await brandOptions(db) }, 200),
  )

  // The label check and the write share a transaction, so two admins cannot add the same store.
  app.openapi(contractRoute(pointChart.addRetailer), async (c) => {
    const { label, isOther = false } = c.req.valid('json')
    const id = await inTransaction(db, async (trx) => {
      if (await retailerLabelTaken(trx, label)) throw new ApiError(409, 'retailerExists')
      if (isOther && (await hasOtherRetailer(trx))) throw new ApiError(409, 'otherRetailerExists')
      return insertRetailer(trx, { label, isOther })
    })
    const [retailer] = await adminRetailers(db, id)
    return c.json(retailer!, 201)
  })

  app.openapi(contractRoute(pointChart.editRetailer), async (c) => {
    const { id, label, active } = c.req.valid('json')
    await inTransaction(db, async (trx) => {
      if (!(await retailerExists(trx, id))) throw new ApiError(404, 'retailerNotFound')
      if (await retailerLabelTaken(trx, label, id)) throw new ApiError(409, 'retailerExists')
      await updateRetailer(trx, id, { label, active })
    })
    const [retailer] = await adminRetailers(db, id)
    return c.json(retailer!, 200)
  })

  app.openapi(contractRoute(pointChart.addSku), async (c) => {
    const { nameEn, nameBm, brandId, pointsPerUnit } = c.req.valid('json')
    await requireBrand(db, brandId)
    const id = await insertSku(db, { nameEn, nameBm, brandId, pointsPerUnit }, clock.now())
    const [sku] = await adminSkus(db, id)
    return c.json(sku!, 201)
  })

  app.openapi(contractRoute(pointChart.editSku), async (c) => {
    const { id, nameEn, nameBm, brandId, pointsPerUnit, active } = c.req.valid('json')
    if (!(await skuExists(db, id))) throw new ApiError(404, 'skuNotFound')
    await requireBrand(db, brandId)
    await updateSku(db, id, { nameEn, nameBm, brandId, pointsPerUnit, active }, clock.now())
    const [sku] = await adminSkus(db, id)
    return c.json(sku!, 200)
  })

  return app
}
