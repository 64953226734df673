import type { ReportFilter } from '../../../../../domain/account-report.ts'
import { scanCursor, type ScanRow } from '../../../../../domain/code-batches.ts'
import * as contract from '../../../../../domain/contract/admin-reports.ts'
import { sampleCursor, type FreeSampleRow } from '../../../../../domain/sample-report.ts'
import { callApi } from '../../../../lib/call-api.ts'
import { saveFile } from '../../../../lib/save-file.ts'

/** Report pages (the one after `after`, the last row shown) and their CSVs; a page's failure is shown on the page itself. */
export const fetchScanPage = (filter: ReportFilter, after?: ScanRow) =>
  callApi(contract.scanReport, { json: { ...filter, before: after && scanCursor(after) } }, { showError: false })
export const fetchFreeSamplePage = (filter: ReportFilter, after?: FreeSampleRow) =>
  callApi(contract.freeSampleReport, { json: { ...filter, before: after && sampleCursor(after) } }, { showError: false })

export async function downloadScanReport(filter: ReportFilter) {
  saveFile(await callApi(contract.scanReportCsv, { query: filter }), 'scanReport.csv')
}
/** freeSampleReport.csv (spec 3 §9). */
export async function downloadFreeSampleReport(filter: ReportFilter) {
  saveFile(await callApi(contract.freeSampleReportCsv, { query: filter }), 'freeSampleReport.csv')
}
