import { scanCursor, type ScanRow } from '../../../domain/code-batches.ts'
import { formatBusinessDateTime } from '../../../domain/business-time.ts'
import { scanReport, scanReportCsv } from '../../../domain/contract/admin-reports.ts'
import { scanPage } from '../../db/unique-codes.ts'
import type { AppDeps } from '../../deps.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { csvAttachment, type CsvValue } from '../../services/csv.ts'
import { inMalaysianTime, pageOf, reportCsv } from './report-pages.ts'

const SCAN_COLUMNS = ['scannedAt', 'name', 'email', 'number', 'code', 'batchId', 'brand', 'format', 'size', 'points'] as const satisfies readonly (keyof ScanRow)[]
const SCAN_HEADER = SCAN_COLUMNS.map((column) => (column === 'scannedAt' ? inMalaysianTime(column) : column))
/** Times as the screen shows them, in Malaysian time. */
const scanLine = (r: ScanRow): CsvValue[] => SCAN_COLUMNS.map((k) => (k === 'scannedAt' ? formatBusinessDateTime(r.scannedAt) : r[k]))

/** Who scanned which code and what it earned (spec 3 §2.10 `/admin/scan`), a page at a time on screen and streamed as scanReport.csv. */
export function scanReportRoutes(deps: AppDeps) {
  const { db } = deps
  const app = createRouter()

  app.openapi(contractRoute(scanReport), async (c) => {
    const { before, ...filter } = c.req.valid('json')
    return c.json(await pageOf((p) => scanPage(db, filter, p), before), 200)
  })

  app.openapi(contractRoute(scanReportCsv), async (c) => {
    const filter = c.req.valid('query')
    return c.body(reportCsv(SCAN_HEADER, (p) => scanPage(db, filter, p), scanCursor, scanLine), 200, csvAttachment('scanReport.csv'))
  })

  return app
}
