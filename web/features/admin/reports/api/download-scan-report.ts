import { scanReportCsv } from '../../../../../domain/contract/admin-reports.ts'
import type { DateRange } from '../../../../../domain/code-batches.ts'
import { callApi } from '../../../../lib/call-api.ts'
import { saveFile } from '../../../../lib/save-file.ts'

/** The scan report of the range on screen, saved as scanReport.csv. */
export async function downloadScanReport(range: DateRange) {
  saveFile(await callApi(scanReportCsv, { query: range }), 'scanReport.csv')
}
