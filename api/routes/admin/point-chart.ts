import { createRoute } from '@hono/zod-openapi'
import {
  AdminPointChartSchema,
  AdminRetailerSchema,
  AdminSkuSchema,
  RetailerAddSchema,
  RetailerEditSchema,
  SkuAddSchema,
  SkuEditSchema,
} from '../../../domain/point-chart.ts'
import type { Database } from '../../db/connection.ts'
import { adminRetailers, adminSkus, retailerLabelTaken } from '../../db/point-chart.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { requireAdmin } from '../../http/auth.ts'
import { createRouter, errorResponse, jsonBody, jsonContent } from '../../http/openapi.ts'

const Tags = ['Admin: point chart']

const routes = {
  chart: createRoute({
    method: 'get',
    path: '/admin/fetch/dashboard/pointchart',
    tags: Tags,
    summary: 'Every store and product of the point chart, inactive ones too, and the brands a product may belong to',
    security: [{ bearer: [] }],
    responses: { 200: jsonContent(AdminPointChartSchema, 'The point chart') },
  }),
  addRetailer: createRoute({
    method: 'post',
    path: '/admin/setting/retailer/add',
    tags: Tags,
    summary: 'Add a store; labels are unique whatever their case, and there is one "Others" store at most',
    security: [{ bearer: [] }],
    request: { body: jsonBody(RetailerAddSchema) },
    responses: {
      201: jsonContent(AdminRetailerSchema, 'The new store'),
      409: errorResponse('retailerExists or otherRetailerExists'),
      422: errorResponse('fillAllInputFields'),
    },
  }),
  editRetailer: createRoute({
    method: 'post',
    path: '/admin/setting/retailer/edit',
    tags: Tags,
    summary: 'Rename a store or turn it on or off; an inactive store leaves the upload form',
    security: [{ bearer: [] }],
    request: { body: jsonBody(RetailerEditSchema) },
    responses: {
      200: jsonContent(AdminRetailerSchema, 'The store as saved'),
      404: errorResponse('retailerNotFound'),
      409: errorResponse('retailerExists'),
      422: errorResponse('fillAllInputFields'),
    },
  }),
  addSku: createRoute({
    method: 'post',
    path: '/admin/setting/sku/add',
    tags: Tags,
    summary: 'Add a product with its points per unit (1-100,000)',
    security: [{ bearer: [] }],
    request: { body: jsonBody(SkuAddSchema) },
    responses: { 201: jsonContent(AdminSkuSchema, 'The new product'), 422: errorResponse('fillAllInputFields, pointsPerUnitInvalid or brandNotFound') },
  }),
  editSku: createRoute({
    method: 'post',
    path: '/admin/setting/sku/edit',
    tags: Tags,
    summary: 'Edit a product or turn it on or off; pending receipts are suggested points from the chart as it is when approved',
    security: [{ bearer: [] }],
    request: { body: jsonBody(SkuEditSchema) },
    responses: {
      200: jsonContent(AdminSkuSchema, 'The product as saved'),
      404: errorResponse('skuNotFound'),
      422: errorResponse('fillAllInputFields, pointsPerUnitInvalid or brandNotFound'),
    },
  }),
}

async function requireBrand(db: Database, brandId: number | null): Promise<void> {
  if (brandId === null) return
  const brand = await db.selectFrom('brands').select('id').where('id', '=', brandId).executeTakeFirst()
  if (!brand) throw new ApiError(422, 'brandNotFound')
}

export function adminPointChartRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = createRouter()
  const dev = requireAdmin(deps)

  app.openapi({ ...routes.chart, middleware: [dev] }, async (c) => {
    const brands = await db.selectFrom('brands').select(['id', 'name']).orderBy('name').execute()
    return c.json({ retailers: await adminRetailers(db), skus: await adminSkus(db), brands }, 200)
  })

  // The label check and the write share a transaction, so two admins cannot add the same store.
  app.openapi({ ...routes.addRetailer, middleware: [dev] }, async (c) => {
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

  app.openapi({ ...routes.editRetailer, middleware: [dev] }, async (c) => {
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

  app.openapi({ ...routes.addSku, middleware: [dev] }, async (c) => {
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

  app.openapi({ ...routes.editSku, middleware: [dev] }, async (c) => {
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
