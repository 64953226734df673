import { BUSINESS_TIME_ZONE_LABEL, formatBusinessDateTime } from '../../../domain/business-time.ts'
import type { ReviewEntry } from '../../../domain/contest-review.ts'
import * as contract from '../../../domain/contract/admin-contests.ts'
import { detectUploadKind, MEDIA_TYPES } from '../../../domain/uploads.ts'
import { contestActivities, contestEntryBatches, contestExists, entryFiles, reviewEntries, reviewEntry, setEntryStatus } from '../../db/contest-admin.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { recordAudit } from '../../services/audit.ts'
import { csvAttachment, csvStream, type CsvValue } from '../../services/csv.ts'

/** The CSV's columns; the time names its zone (the file is read in spreadsheets anywhere). */
const HEADER = ['entryId', 'contest', 'status', 'name', 'number', 'email', `submittedAt in ${BUSINESS_TIME_ZONE_LABEL}`, 'link', 'dropdown', 'screenshot', 'receipt']
const csvLine = (e: ReviewEntry): CsvValue[] => [
  e.id,
  e.activityName.en,
  e.status,
  e.name,
  e.number,
  e.email,
  formatBusinessDateTime(e.submittedAt),
  e.link,
  e.option?.en,
  e.hasScreenshot ? 'yes' : 'no',
  e.hasReceipt ? 'yes' : 'no',
]

/**
 * The contest entry review (spec 3 §2.13 `/admin/fitathon`): the selector, a status tab's entries a
 * page at a time, status moves (any status to another, §4; audited), every entry as scanReport.csv,
 * and the entries' private images, served to dev admins only (the guard covers these paths).
 */
export function contestReviewRoutes(deps: AppDeps) {
  const { db, files, clock } = deps
  const app = createRouter()

  app.openapi(contractRoute(contract.fetchContestActivities), async (c) => c.json({ data: await contestActivities(db) }, 200))

  app.openapi(contractRoute(contract.fetchContestEntries), async (c) => {
    const query = c.req.valid('json')
    if (!(await contestExists(db, query.activityNum))) throw new ApiError(404, 'contestAdminNotFound')
    return c.json(await reviewEntries(db, query), 200)
  })

  app.openapi(contractRoute(contract.updateContestEntry), async (c) => {
    const { entryid, status } = c.req.valid('json')
    const moved = await inTransaction(db, async (trx) => {
      const before = await reviewEntry(trx, entryid)
      if (!before) throw new ApiError(404, 'reviewEntryNotFound')
      if (!(await setEntryStatus(trx, entryid, status, clock.now()))) throw new ApiError(409, 'reviewStatusUnchanged')
      const after = await reviewEntry(trx, entryid)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'contestEntry', verb: status, entityId: entryid, before, after, at: clock.now() })
      return after!
    })
    return c.json(moved, 200)
  })

  app.openapi(contractRoute(contract.contestEntriesCsv), async (c) => {
    const { activityNum } = c.req.valid('query')
    if (!(await contestExists(db, activityNum))) throw new ApiError(404, 'contestAdminNotFound')
    const lines = (async function* () {
      for await (const batch of contestEntryBatches(db, activityNum)) yield batch.map(csvLine)
    })()
    return c.body(csvStream(HEADER, lines), 200, csvAttachment('scanReport.csv'))
  })

  app.openapi(contractRoute(contract.fetchContestEntryFile), async (c) => {
    const { id, file } = c.req.valid('param')
    const entry = await entryFiles(db, id)
    const name = file === 'image' ? entry?.imageFile : entry?.receiptFile
    const data = name ? await files.read('private', name) : undefined
    const kind = data && detectUploadKind(data)
    if (!data || !kind) throw new ApiError(404, 'reviewEntryNotFound')
    // Personal data: kept in no cache; the type is told by content, never by the stored name.
    return c.body(new Uint8Array(data), 200, { 'Content-Type': MEDIA_TYPES[kind], 'Cache-Control': 'no-store' })
  })

  return app
}
