import { formatBusinessDateTime } from '../../../domain/business-time.ts'
import * as contract from '../../../domain/contract/admin-promoters.ts'
import type { PromoterRow } from '../../../domain/promoters.ts'
import { byId } from '../../db/report-pages.ts'
import { codeHeldByAnother, insertPromoter, promoter, promoterOptions, promoterPage, updatePromoter } from '../../db/promoters.ts'
import { isUniqueViolation } from '../../db/connection.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { recordAudit } from '../../services/audit.ts'
import { csvAttachment, type CsvValue } from '../../services/csv.ts'
import { inMalaysianTime, pageOf, reportCsv } from './report-pages.ts'

const HEADER = ['id', 'name', 'code', 'region', 'supervisorName', 'post', 'number', 'utmLink', 'members', inMalaysianTime('createdAt')]
const line = (r: PromoterRow): CsvValue[] => [r.id, r.name, r.code, r.region, r.supervisorName, r.post, r.number, r.utmLink, r.members, formatBusinessDateTime(r.createdAt)]

/**
 * Promoters (spec 3 §2.9): the dashboard with the members each brought in a range, its CSV
 * streamed a page at a time, the bulk upload's choices, and the add and edit, audited in their
 * transactions. A code is one promoter's: the unique index decides between two adds at once.
 */
export function adminPromoterRoutes({ db, clock }: AppDeps) {
  const app = createRouter()

  app.openapi(contractRoute(contract.promoterDashboard), async (c) => {
    const { before, ...range } = c.req.valid('json')
    return c.json(await pageOf((p) => promoterPage(db, range, p), before), 200)
  })

  app.openapi(contractRoute(contract.promoterDashboardCsv), async (c) => {
    const range = c.req.valid('query')
    return c.body(reportCsv(HEADER, (p) => promoterPage(db, range, p), byId, line), 200, csvAttachment('accountReport.csv'))
  })

  app.openapi(contractRoute(contract.promoterOptions), async (c) => c.json({ data: await promoterOptions(db) }, 200))

  app.openapi(contractRoute(contract.fetchPromoter), async (c) => {
    const found = await promoter(db, c.req.valid('query').id)
    if (!found) throw new ApiError(404, 'promoterNotFound')
    return c.json(found, 200)
  })

  app.openapi(contractRoute(contract.addPromoter), async (c) => {
    const fields = c.req.valid('json')
    const added = await inTransaction(db, async (trx) => {
      const id = await insertPromoter(trx, fields, clock.now())
      if (id === undefined) throw new ApiError(409, 'promoterCodeTaken')
      const after = (await promoter(trx, id))!
      await recordAudit(trx, { admin: c.get('admin'), entity: 'promoter', verb: 'add', entityId: id, before: null, after, at: clock.now() })
      return after
    })
    return c.json(added, 201)
  })

  app.openapi(contractRoute(contract.editPromoter), async (c) => {
    const edit = c.req.valid('json')
    const edited = await inTransaction(db, async (trx) => {
      const before = await promoter(trx, edit.id)
      if (!before) throw new ApiError(404, 'promoterNotFound')
      if (await codeHeldByAnother(trx, edit.code, edit.id)) throw new ApiError(409, 'promoterCodeTaken')
      await updatePromoter(trx, edit, clock.now())
      const after = (await promoter(trx, edit.id))!
      await recordAudit(trx, { admin: c.get('admin'), entity: 'promoter', verb: 'edit', entityId: edit.id, before, after, at: clock.now() })
      return after
    }).catch((error: unknown) => {
      // On PostgreSQL an add committed after the check above took the code first: the index refuses the update.
      throw isUniqueViolation(error) ? new ApiError(409, 'promoterCodeTaken') : error
    })
    return c.json(edited, 200)
  })

  return app
}
