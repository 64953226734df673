import { freeSampleReportCsv } from '../../../../../domain/contract/admin-reports.ts'
import type { DateRange } from '../../../../../domain/code-batches.ts'
import { callApi } from '../../../../lib/call-api.ts'
import { saveFile } from '../../../../lib/save-file.ts'

/** The free-sample report of the range on screen, saved as freeSampleReport.csv (spec 3 §9). */
export async function downloadFreeSampleReport(range: DateRange) {
  saveFile(await callApi(freeSampleReportCsv, { query: range }), 'freeSampleReport.csv')
}
