import * as contract from '../../../domain/contract/admin-mass-credit.ts'
import { campaignFields, LISTED_ROWS, MASS_CREDIT_TEMPLATES, type MassCreditType } from '../../../domain/mass-credit.ts'
import { batchRows, massCreditBatch, massCreditBatches } from '../../db/mass-credit.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { IDEMPOTENCY_KEY_PATTERN } from '../../services/idempotency.ts'
import { csvAttachment, csvRows } from '../../services/csv.ts'
import { checkAnswer, createBatch, matchFile, runBatch, startReversal } from '../../services/mass-credit.ts'
import type { MassCreditRequest } from '../../services/mass-credit-csv.ts'

/** The request's type with a campaign's title and points (spec 3 §5: Please enter campaign title and credit points). */
function requestOf(fields: { type: MassCreditType; title?: string; points?: string }): MassCreditRequest {
  const campaign = campaignFields(fields)
  if (!campaign) throw new ApiError(422, 'massCreditCampaignFields')
  return { type: fields.type, ...campaign }
}

/** Mass credit and refund (spec 3 §2.11, §7 Mass credit; decisions 122 and 123). */
export function adminMassCreditRoutes(deps: AppDeps) {
  const { db } = deps
  const app = createRouter()

  const batchById = async (id: number) => {
    const batch = await massCreditBatch(db, id)
    if (!batch) throw new ApiError(404, 'massCreditBatchNotFound')
    return batch
  }

  app.openapi(contractRoute(contract.fetchMassCreditBatches), async (c) => c.json({ data: await massCreditBatches(db) }, 200))

  app.openapi(contractRoute(contract.fetchMassCreditDetails), async (c) => {
    const { id } = c.req.valid('query')
    const batch = await batchById(id)
    return c.json({ batch, data: await batchRows(db, id, { limit: LISTED_ROWS }) }, 200)
  })

  app.openapi(contractRoute(contract.massCreditErrorFile), async (c) => {
    const { id } = c.req.valid('query')
    await batchById(id)
    // At most the file's 100,000 rows, as short text: written whole.
    const rows = await batchRows(db, id, { state: 'rejected' })
    return c.body(csvRows(['line', 'email', 'reason'], rows.map((r) => [r.line, r.email, r.problem])), 200, csvAttachment(`massCreditErrors-${id}.csv`))
  })

  app.openapi(contractRoute(contract.massCreditTemplate), (c) => {
    const { type } = c.req.valid('query')
    return c.body(MASS_CREDIT_TEMPLATES[type], 200, csvAttachment(`massCredit-${type}-template.csv`))
  })

  // The dry run: nothing is written.
  app.openapi(contractRoute(contract.checkMassCredit), async (c) => {
    const { file, ...fields } = c.req.valid('form')
    return c.json(checkAnswer(await matchFile(db, file, requestOf(fields))), 200)
  })

  app.openapi(contractRoute(contract.uploadMassCredit), async (c) => {
    const { file, ...fields } = c.req.valid('form')
    const key = c.req.valid('header')['idempotency-key']
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiError(400, 'idempotencyKeyInvalid')
    const id = await createBatch(deps, { file, request: requestOf(fields), admin: c.get('admin'), idempotencyKey: key })
    void runBatch(deps, id)
    return c.json(await batchById(id), 201)
  })

  app.openapi(contractRoute(contract.reverseMassCredit), async (c) => {
    const { id } = c.req.valid('json')
    await startReversal(deps, id, c.get('admin'))
    void runBatch(deps, id)
    return c.json(await batchById(id), 202)
  })

  return app
}
