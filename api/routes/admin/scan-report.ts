import { BUSINESS_TIME_ZONE_LABEL, formatBusinessDateTime } from '../../../domain/business-time.ts'
import { scanReport, scanReportCsv } from '../../../domain/contract/admin-reports.ts'
import { scans } from '../../db/unique-codes.ts'
import type { AppDeps } from '../../deps.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { csvAttachment, csvRows } from '../../services/csv.ts'

const SCAN_COLUMNS = ['scannedAt', 'name', 'email', 'code', 'batchId', 'brand', 'format', 'size', 'points'] as const
/** The time column names its zone: the file is read in spreadsheets anywhere. */
const SCAN_HEADER = SCAN_COLUMNS.map((column) => (column === 'scannedAt' ? `scannedAt in ${BUSINESS_TIME_ZONE_LABEL}` : column))

/** Who scanned which code and what it earned, on screen and as CSV. */
export function scanReportRoutes(deps: AppDeps) {
  const { db } = deps
  const app = createRouter()

  app.openapi(contractRoute(scanReport), async (c) => c.json({ data: await scans(db, c.req.valid('json')) }, 200))

  app.openapi(contractRoute(scanReportCsv), async (c) => {
    const rows = await scans(db, c.req.valid('query'))
    // Times as the screen shows them, in Malaysian time.
    const csv = csvRows(SCAN_HEADER, rows.map((r) => SCAN_COLUMNS.map((k) => (k === 'scannedAt' ? formatBusinessDateTime(r.scannedAt) : r[k]))))
    return c.body(csv, 200, csvAttachment('scanReport.csv'))
  })

  return app
}
