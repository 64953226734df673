import { BUSINESS_TIME_ZONE_LABEL, formatBusinessDateTime } from '../../../domain/business-time.ts'
import { freeSampleReport, freeSampleReportCsv } from '../../../domain/contract/admin-reports.ts'
import type { FreeSampleRow } from '../../../domain/sample-report.ts'
import { freeSamplePages, freeSampleRows } from '../../db/sample-report.ts'
import type { AppDeps } from '../../deps.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { csvStream, type CsvValue } from '../../services/csv.ts'

const TIME_COLUMNS = new Set(['orderDate', 'deliveredAt', 'answeredAt'])
const COLUMNS = [
  'orderId',
  'trackingId',
  'orderDate',
  'source',
  'status',
  'name',
  'number',
  'email',
  'line1',
  'line2',
  'line3',
  'postcode',
  'city',
  'state',
  'brand',
  'format',
  'size',
  'itemId',
  'itemName',
  'deliveredAt',
  'received',
  'answeredAt',
  'answers',
] as const satisfies readonly (keyof FreeSampleRow)[]
/** Time columns name their zone: the file is read in spreadsheets anywhere. */
const HEADER = COLUMNS.map((column) => (TIME_COLUMNS.has(column) ? `${column} in ${BUSINESS_TIME_ZONE_LABEL}` : column))

/** A row as the file writes it: times as the screen shows them, in Malaysian time; received yes, no or blank. */
function csvLine(row: FreeSampleRow): CsvValue[] {
  return COLUMNS.map((column) => {
    const value = row[column]
    if (column === 'received') return value === null ? '' : value ? 'yes' : 'no'
    return TIME_COLUMNS.has(column) && typeof value === 'string' ? formatBusinessDateTime(value) : (value as CsvValue)
  })
}

/** The free-sample report (spec 3 §2.10 `/admin/freesample`), on screen and as freeSampleReport.csv. */
export function sampleReportRoutes(deps: AppDeps) {
  const { db } = deps
  const app = createRouter()

  app.openapi(contractRoute(freeSampleReport), async (c) => c.json({ data: await freeSampleRows(db, c.req.valid('json')) }, 200))

  app.openapi(contractRoute(freeSampleReportCsv), async (c) => {
    const pages = freeSamplePages(db, c.req.valid('query'))
    const lines = (async function* () {
      for await (const page of pages) yield page.map(csvLine)
    })()
    return c.body(csvStream(HEADER, lines), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="freeSampleReport.csv"' })
  })

  return app
}
