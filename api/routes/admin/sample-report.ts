import { formatBusinessDateTime } from '../../../domain/business-time.ts'
import { freeSampleReport, freeSampleReportCsv } from '../../../domain/contract/admin-reports.ts'
import { sampleCursor, type FreeSampleRow } from '../../../domain/sample-report.ts'
import { freeSamplePage } from '../../db/sample-report.ts'
import type { AppDeps } from '../../deps.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { csvAttachment, type CsvValue } from '../../services/csv.ts'
import { inMalaysianTime, pageOf, reportCsv } from './report-pages.ts'

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
const HEADER = COLUMNS.map((column) => (TIME_COLUMNS.has(column) ? inMalaysianTime(column) : column))

/** A row as the file writes it: times as the screen shows them, in Malaysian time; received yes, no or blank. */
function csvLine(row: FreeSampleRow): CsvValue[] {
  return COLUMNS.map((column) => {
    const value = row[column]
    if (column === 'received') return value === null ? '' : value ? 'yes' : 'no'
    return TIME_COLUMNS.has(column) && typeof value === 'string' ? formatBusinessDateTime(value) : (value as CsvValue)
  })
}

/** The free-sample report (spec 3 §2.10 `/admin/freesample`), a page at a time on screen and streamed as freeSampleReport.csv. */
export function sampleReportRoutes(deps: AppDeps) {
  const { db } = deps
  const app = createRouter()

  app.openapi(contractRoute(freeSampleReport), async (c) => {
    const { before, ...filter } = c.req.valid('json')
    return c.json(await pageOf((p) => freeSamplePage(db, filter, p), before), 200)
  })

  app.openapi(contractRoute(freeSampleReportCsv), async (c) => {
    const filter = c.req.valid('query')
    return c.body(reportCsv(HEADER, (p) => freeSamplePage(db, filter, p), sampleCursor, csvLine), 200, csvAttachment('freeSampleReport.csv'))
  })

  return app
}
