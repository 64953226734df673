import * as contract from '../../../domain/contract/admin-samples.ts'
import type { AdminSample, SampleFields } from '../../../domain/sample-catalogue.ts'
import type { Database } from '../../db/connection.ts'
import {
  adminSamples,
  brandsWithSizes,
  flipSampleActive,
  insertSample,
  sampleExists,
  type SampleWrite,
  sizeBelongs,
  sizeTaken,
  updateSample,
} from '../../db/sample-catalogue.ts'
import { inTransaction } from '../../db/transaction.ts'
import { recordAudit } from '../../services/audit.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { checkBilingualImages, storeBilingualImages } from '../../services/uploads.ts'

const rowOf = (form: SampleFields): SampleWrite => ({
  sizeId: form.size,
  itemId: form.itemId,
  nameEn: form.itemName,
  nameBm: form.bmName,
  descriptionEn: form.description,
  descriptionBm: form.bmDescription,
  uom: form.uom,
  inventory: form.inventory,
})

/**
 * The size must be one of the chosen brand's sizes in the chosen format (422), and have no sample
 * but `exceptId` (409): one sample a size (spec 3 §5).
 */
async function requireFreeSize(db: Database, form: SampleFields, exceptId?: number): Promise<void> {
  if (!(await sizeBelongs(db, { sizeId: form.size, brandId: form.brand, formatId: form.format }))) throw new ApiError(422, 'sizeNotInBrand')
  if (await sizeTaken(db, form.size, exceptId)) throw new ApiError(409, 'sampleSizeTaken')
}

/**
 * Sample diapers in the back office (spec 3 §2.4, §7 "Sample diapers"), on the model of the
 * point-shop items (decision 95): images checked by content (413, 415) and every rule checked
 * before anything is stored, so a refused form leaves no file behind; the rules are checked again
 * in the write's transaction, where they hold against a concurrent write, and file I/O stays
 * outside it, as a transaction may run twice.
 */
export function adminSampleRoutes(deps: AppDeps) {
  const { db, files, clock, config } = deps
  const app = createRouter()

  const sampleOf = async (id: number, trx: Database = db): Promise<AdminSample> => {
    const [sample] = await adminSamples(trx, [id])
    if (!sample) throw new ApiError(404, 'sampleNotFound')
    return sample
  }

  app.openapi(contractRoute(contract.fetchAdminSamples), async (c) => {
    const [brands, data] = await Promise.all([brandsWithSizes(db), adminSamples(db)])
    return c.json({ brands, data }, 200)
  })

  app.openapi(contractRoute(contract.hideSample), async (c) => {
    const at = clock.now()
    const flipped = await inTransaction(db, async (trx) => {
      const flipped = await flipSampleActive(trx, c.req.valid('json').id, at)
      if (!flipped) throw new ApiError(404, 'sampleNotFound')
      const { id, active } = flipped
      await recordAudit(trx, { admin: c.get('admin'), entity: 'sample', verb: active ? 'show' : 'hide', entityId: id, before: { active: !active }, after: { active }, at })
      return flipped
    })
    return c.json(flipped, 200)
  })

  app.openapi(contractRoute(contract.addSample), async (c) => {
    const { file, bmFile, ...form } = c.req.valid('form')
    const checked = await checkBilingualImages(file, bmFile)
    await requireFreeSize(db, form)
    const images = await storeBilingualImages(files, config.apiRoot, checked)
    const at = clock.now()
    const sample = await inTransaction(db, async (trx) => {
      await requireFreeSize(trx, form)
      const after = await sampleOf(await insertSample(trx, { ...rowOf(form), ...images }, at), trx)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'sample', verb: 'add', entityId: after.id, before: null, after, at })
      return after
    })
    return c.json(sample, 201)
  })

  /** Edit: images optional, but one replaced means both; inventory never below what was redeemed, checked by the update itself. */
  app.openapi(contractRoute(contract.editSample), async (c) => {
    const { id, file, bmFile, ...form } = c.req.valid('form')
    if (Boolean(file) !== Boolean(bmFile)) throw new ApiError(422, 'bothImagesRequired')
    const checked = file && bmFile ? await checkBilingualImages(file, bmFile) : undefined
    if (!(await sampleExists(db, id))) throw new ApiError(404, 'sampleNotFound')
    await requireFreeSize(db, form, id)
    const images = checked ? await storeBilingualImages(files, config.apiRoot, checked) : {}
    const at = clock.now()
    const sample = await inTransaction(db, async (trx) => {
      await requireFreeSize(trx, form, id)
      const before = await sampleOf(id, trx)
      const outcome = await updateSample(trx, id, { ...rowOf(form), ...images }, at)
      if (outcome === 'notFound') throw new ApiError(404, 'sampleNotFound')
      if (outcome === 'belowRedeemed') throw new ApiError(422, 'inventoryBelowRedeemed')
      const after = await sampleOf(id, trx)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'sample', verb: 'edit', entityId: id, before, after, at })
      return after
    })
    return c.json(sample, 200)
  })

  return app
}
