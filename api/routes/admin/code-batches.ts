import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import * as codes from '../../../domain/contract/admin-codes.ts'
import { normaliseCode, UNIQUE_CODE_LENGTH } from '../../../domain/unique-code.ts'
import { adminBrands } from '../../db/brands.ts'
import { writeSetting } from '../../db/settings.ts'
import { batchFileName, codeBatches, codeLookup, insertCodeBatch, scanPage, sizeOfBrand, toggleCodeBatch } from '../../db/unique-codes.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { csvAttachment } from '../../services/csv.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { generateBatch } from '../../services/code-batches.ts'
import { inTransaction } from '../../db/transaction.ts'
import { recordAudit } from '../../services/audit.ts'
import { doublePointDays } from '../../services/points-settings.ts'

const RECENT_SCANS = 50

export function codeBatchRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  const app = createRouter()

  app.openapi(contractRoute(codes.fetchBatchDashboard), async (c) => {
    const batches = await codeBatches(db, config.apiRoot)
    const generatingStatus = batches.some((b) => b.status === 'generating') ? ('generating' as const) : ('idle' as const)
    return c.json({ batches, brands: await adminBrands(db), doublePointsDate: { date: await doublePointDays(db) }, generatingStatus }, 200)
  })

  app.openapi(contractRoute(codes.generateBatch), async (c) => {
    const input = c.req.valid('json')
    if (!(await sizeOfBrand(db, input))) throw new ApiError(422, 'sizeNotInBrand')
    const at = clock.now()
    const batch = await inTransaction(db, async (trx) => {
      const id = await insertCodeBatch(trx, { sizeId: input.sizeId, points: input.points, quantity: input.quantity }, at)
      const [after] = await codeBatches(trx, config.apiRoot, id)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'codeBatch', verb: 'generate', entityId: id, before: null, after, at })
      return after!
    })
    void generateBatch(deps, batch.id)
    return c.json(batch, 200)
  })

  app.openapi(contractRoute(codes.toggleBatch), async (c) => {
    const { id } = c.req.valid('json')
    const at = clock.now()
    const active = await inTransaction(db, async (trx) => {
      const active = await toggleCodeBatch(trx, id, at)
      if (active === undefined) throw new ApiError(404, 'notFound')
      await recordAudit(trx, { admin: c.get('admin'), entity: 'codeBatch', verb: active ? 'show' : 'hide', entityId: id, before: { active: !active }, after: { active }, at })
      return active
    })
    return c.json({ id, active }, 200)
  })

  app.openapi(contractRoute(codes.editDoublePointDays), async (c) => {
    const days = [...c.req.valid('json').newDate].sort((a, b) => a - b)
    const at = clock.now()
    await inTransaction(db, async (trx) => {
      const current = [...(await doublePointDays(trx))].sort((a, b) => a - b)
      if (days.join() === current.join()) throw new ApiError(422, 'doublePointDaysUnchanged')
      await writeSetting(trx, 'doublePointDays', days, at)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'pointSettings', verb: 'edit', entityId: 'doublePointDays', before: current, after: days, at })
    })
    return c.json({ doublePointsDate: { date: days } }, 200)
  })

  app.openapi(contractRoute(codes.findCode), async (c) => {
    const code = normaliseCode(c.req.valid('json').query)
    if (code.length !== UNIQUE_CODE_LENGTH) throw new ApiError(422, 'codeFormat')
    const found = await codeLookup(db, code)
    if (!found) throw new ApiError(404, 'notFound')
    return c.json(found, 200)
  })

  app.openapi(contractRoute(codes.fetchBatchDetails), async (c) => {
    const { id } = c.req.valid('query')
    const [batch] = await codeBatches(db, config.apiRoot, id)
    if (!batch) throw new ApiError(404, 'notFound')
    return c.json({ batch, recentScans: await scanPage(db, { batchId: id }, { limit: RECENT_SCANS }) }, 200)
  })

  app.openapi(contractRoute(codes.fetchBatchFile), async (c) => {
    const fileName = await batchFileName(db, c.req.valid('query').id)
    if (!fileName) throw new ApiError(404, 'notFound')
    const stream = Readable.toWeb(createReadStream(deps.files.path('private', fileName))) as ReadableStream
    return c.body(stream, 200, csvAttachment(fileName))
  })

  return app
}
