import type { MiddlewareHandler } from 'hono'
import * as brands from '../../../domain/contract/admin-brands.ts'
import { type FormFile, isFormFile } from '../../../domain/uploads.ts'
import { adminBrands, brandExists, brandHasFormat, brandNameTaken, formatIdByName, formatNames, insertBrand, insertFormat, insertSizes, updateBrand } from '../../db/brands.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { PUBLIC_IMAGE, publicFileUrl, saveUpload } from '../../services/uploads.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { Database } from '../../db/connection.ts'
import { recordAudit } from '../../services/audit.ts'

const isJson = (contentType: string | undefined) => /^application\/([\w.-]+\+)?json/i.test(contentType ?? '')

/** The edit takes either body type; with neither (no Content-Type) there is nothing to read. */
const bodyRequired: MiddlewareHandler = async (c, next) => {
  if (!c.req.header('content-type')) throw new ApiError(415, 'unsupportedMediaType')
  await next()
}

export function adminBrandRoutes(deps: AppDeps) {
  const { db, files, clock, config } = deps
  const app = createRouter()

  const brandById = async (id: number, trx: Database = db) => {
    const [brand] = await adminBrands(trx, id)
    if (!brand) throw new ApiError(404, 'brandNotFound')
    return brand
  }
  const storeImage = async (file: FormFile) => publicFileUrl(config.apiRoot, await saveUpload(files, file, PUBLIC_IMAGE))

  app.openapi(contractRoute(brands.fetchAdminBrands), async (c) => c.json({ data: await adminBrands(db) }, 200))

  // Names are checked before the image is stored, so a refused brand leaves no file behind.
  app.openapi(contractRoute(brands.addBrand), async (c) => {
    const { name, description, file } = c.req.valid('form')
    if (await brandNameTaken(db, name)) throw new ApiError(409, 'brandExists')
    const imageUrl = await storeImage(file)
    const at = clock.now()
    const brand = await inTransaction(db, async (trx) => {
      const after = await brandById(await insertBrand(trx, { name, description, imageUrl }, at), trx)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'brand', verb: 'add', entityId: after.id, before: null, after, at })
      return after
    })
    return c.json(brand, 201)
  })

  app.openapi({ ...contractRoute(brands.editBrand), middleware: [bodyRequired] }, async (c) => {
    const input = isJson(c.req.header('content-type')) ? c.req.valid('json') : c.req.valid('form')
    await brandById(input.id)
    if (await brandNameTaken(db, input.name, input.id)) throw new ApiError(409, 'brandExists')
    const imageUrl = 'file' in input && isFormFile(input.file) ? await storeImage(input.file) : undefined
    const at = clock.now()
    const brand = await inTransaction(db, async (trx) => {
      const before = await brandById(input.id, trx)
      await updateBrand(trx, input.id, { name: input.name, description: input.description, imageUrl, milestoneCampaign: input.milestoneCampaign }, at)
      const after = await brandById(input.id, trx)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'brand', verb: 'edit', entityId: input.id, before, after, at })
      return after
    })
    return c.json(brand, 200)
  })

  app.openapi(contractRoute(brands.fetchFormats), async (c) => c.json({ data: await formatNames(db) }, 200))

  app.openapi(contractRoute(brands.addFormat), async (c) => {
    const { name } = c.req.valid('json')
    await inTransaction(db, async (trx) => {
      if ((await formatIdByName(trx, name)) !== undefined) throw new ApiError(409, 'formatExists')
      await insertFormat(trx, name)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'format', verb: 'add', entityId: name, before: null, after: { name }, at: clock.now() })
    })
    return c.json({ name }, 201)
  })

  app.openapi(contractRoute(brands.assignFormat), async (c) => {
    const { id, format, size } = c.req.valid('json')
    const brand = await inTransaction(db, async (trx) => {
      if (!(await brandExists(trx, id))) throw new ApiError(404, 'brandNotFound')
      const formatId = await formatIdByName(trx, format)
      if (formatId === undefined) throw new ApiError(422, 'formatNotFound')
      if (await brandHasFormat(trx, id, formatId)) throw new ApiError(409, 'formatAlreadyAssigned')
      const at = clock.now()
      const before = await brandById(id, trx)
      await insertSizes(trx, id, formatId, size, at)
      const after = await brandById(id, trx)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'brand', verb: 'assignFormat', entityId: id, before, after, at })
      return after
    })
    return c.json(brand, 200)
  })

  return app
}
