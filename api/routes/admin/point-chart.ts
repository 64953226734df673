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
import { recordAudit } from '../../services/audit.ts'

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
    const retailer = await inTransaction(db, async (trx) => {
      if (await retailerLabelTaken(trx, label)) throw new ApiError(409, 'retailerExists')
      if (isOther && (await hasOtherRetailer(trx))) throw new ApiError(409, 'otherRetailerExists')
      const [after] = await adminRetailers(trx, await insertRetailer(trx, { label, isOther }))
      await recordAudit(trx, { admin: c.get('admin'), entity: 'retailer', verb: 'add', entityId: after!.id, before: null, after, at: clock.now() })
      return after!
    })
    return c.json(retailer, 201)
  })

  app.openapi(contractRoute(pointChart.editRetailer), async (c) => {
    const { id, label, active } = c.req.valid('json')
    const retailer = await inTransaction(db, async (trx) => {
      if (!(await retailerExists(trx, id))) throw new ApiError(404, 'retailerNotFound')
      if (await retailerLabelTaken(trx, label, id)) throw new ApiError(409, 'retailerExists')
      const [before] = await adminRetailers(trx, id)
      await updateRetailer(trx, id, { label, active })
      const [after] = await adminRetailers(trx, id)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'retailer', verb: 'edit', entityId: id, before, after, at: clock.now() })
      return after!
    })
    return c.json(retailer, 200)
  })

  app.openapi(contractRoute(pointChart.addSku), async (c) => {
    const { nameEn, nameBm, brandId, pointsPerUnit } = c.req.valid('json')
    await requireBrand(db, brandId)
    const at = clock.now()
    const sku = await inTransaction(db, async (trx) => {
      const [after] = await adminSkus(trx, await insertSku(trx, { nameEn, nameBm, brandId, pointsPerUnit }, at))
      await recordAudit(trx, { admin: c.get('admin'), entity: 'sku', verb: 'add', entityId: after!.id, before: null, after, at })
      return after!
    })
    return c.json(sku, 201)
  })

  app.openapi(contractRoute(pointChart.editSku), async (c) => {
    const { id, nameEn, nameBm, brandId, pointsPerUnit, active } = c.req.valid('json')
    if (!(await skuExists(db, id))) throw new ApiError(404, 'skuNotFound')
    await requireBrand(db, brandId)
    const at = clock.now()
    const sku = await inTransaction(db, async (trx) => {
      const [before] = await adminSkus(trx, id)
      await updateSku(trx, id, { nameEn, nameBm, brandId, pointsPerUnit, active }, at)
      const [after] = await adminSkus(trx, id)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'sku', verb: 'edit', entityId: id, before, after, at })
      return after!
    })
    return c.json(sku, 200)
  })

  return app
}
