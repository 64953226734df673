import * as contract from '../../../domain/contract/admin-vouchers.ts'
import { adminVoucherTypes, batchExists, batchVouchers, insertBatch, insertVoucherType, toggleVoucherType, voucherBatches, voucherType } from '../../db/vouchers.ts'
import type { Database } from '../../db/connection.ts'
import { inTransaction } from '../../db/transaction.ts'
import { recordAudit } from '../../services/audit.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { csvAttachment } from '../../services/csv.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { PUBLIC_IMAGE, publicFileUrl, saveUpload } from '../../services/uploads.ts'
import { csvRefusal, readVoucherCsv, VOUCHER_CSV_TEMPLATE, withoutHeldCodes } from '../../services/voucher-csv.ts'

/** E-voucher types and their uploaded code batches in the back office (spec 3 §2.7, §7 Vouchers). */
export function adminVoucherRoutes(deps: AppDeps) {
  const { db, files, clock, config } = deps
  const app = createRouter()

  const typeById = async (id: number, trx: Database = db) => {
    const [type] = await adminVoucherTypes(trx, id)
    if (!type) throw new ApiError(404, 'voucherTypeNotFound')
    return type
  }

  app.openapi(contractRoute(contract.fetchVoucherTypes), async (c) => c.json({ data: await adminVoucherTypes(db) }, 200))

  app.openapi(contractRoute(contract.hideVoucherType), async (c) => {
    const { id } = c.req.valid('json')
    const at = clock.now()
    const active = await inTransaction(db, async (trx) => {
      const active = await toggleVoucherType(trx, id, at)
      if (active === undefined) throw new ApiError(404, 'voucherTypeNotFound')
      await recordAudit(trx, { admin: c.get('admin'), entity: 'voucherType', verb: active ? 'show' : 'hide', entityId: id, before: { active: !active }, after: { active }, at })
      return active
    })
    return c.json({ id, active }, 200)
  })

  app.openapi(contractRoute(contract.addVoucherType), async (c) => {
    const { file, value, expiresOn, ...fields } = c.req.valid('form')
    const imageUrl = publicFileUrl(config.apiRoot, await saveUpload(files, file, PUBLIC_IMAGE))
    const at = clock.now()
    const type = await inTransaction(db, async (trx) => {
      const after = await typeById(await insertVoucherType(trx, { ...fields, valueSen: value, imageUrl, expiresOn: expiresOn ?? null }, at), trx)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'voucherType', verb: 'add', entityId: after.id, before: null, after, at })
      return after
    })
    return c.json(type, 201)
  })

  app.openapi(contractRoute(contract.fetchVoucherBatches), async (c) => {
    const { id } = c.req.valid('query')
    return c.json({ type: await typeById(id), data: await voucherBatches(db, id) }, 200)
  })

  app.openapi(contractRoute(contract.checkVoucherCsv), async (c) => {
    const { codes, problems } = await withoutHeldCodes(db, await readVoucherCsv(c.req.valid('form').file))
    return c.json({ totalVouchers: codes.length, csvData: codes.slice(0, contract.CHECK_LISTED_CODES), problems: problems.slice(0, 50), problemCount: problems.length }, 200)
  })

  // All or nothing: a faulty line refuses the file; the codes are checked again inside the
  // transaction, so two uploads of the same codes at once cannot both import them.
  app.openapi(contractRoute(contract.uploadVouchers), async (c) => {
    const { file, id } = c.req.valid('form')
    const type = await voucherType(db, id)
    if (!type) throw new ApiError(404, 'voucherTypeNotFound')
    if (type.milestone !== null) throw new ApiError(409, 'milestoneVoucherType')
    const csv = await withoutHeldCodes(db, await readVoucherCsv(file))
    if (csv.problems.length) throw csvRefusal(csv.problems)
    const at = clock.now()
    const batch = await inTransaction(db, async (trx) => {
      const now = await withoutHeldCodes(trx, csv)
      if (now.problems.length) throw csvRefusal(now.problems)
      const batchId = await insertBatch(trx, id, csv.codes, c.get('admin').id, at)
      // The batch's counts, never its codes.
      const after = (await voucherBatches(trx, id)).find((b) => b.id === batchId)!
      await recordAudit(trx, { admin: c.get('admin'), entity: 'voucherBatch', verb: 'upload', entityId: batchId, before: null, after: { voucherTypeId: id, ...after }, at })
      return after
    })
    return c.json(batch, 201)
  })

  app.openapi(contractRoute(contract.fetchBatchVouchers), async (c) => {
    const { id } = c.req.valid('query')
    if (!(await batchExists(db, id))) throw new ApiError(404, 'notFound')
    return c.json({ data: await batchVouchers(db, id) }, 200)
  })

  app.openapi(contractRoute(contract.voucherCsvTemplate), (c) =>
    c.body(VOUCHER_CSV_TEMPLATE, 200, csvAttachment('voucherTemplate.csv')),
  )

  return app
}
