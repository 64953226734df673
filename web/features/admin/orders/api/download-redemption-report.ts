import { redemptionReportCsv } from '../../../../../domain/contract/admin-shop.ts'
import type { DateRange } from '../../../../../domain/code-batches.ts'
import { callApi } from '../../../../lib/call-api.ts'
import { saveFile } from '../../../../lib/save-file.ts'

/** The redemption report of the range on screen, saved as pointshopReport.csv (spec 3 §2.10). */
export async function downloadRedemptionReport(range: DateRange) {
  saveFile(await callApi(redemptionReportCsv, { query: range }), 'pointshopReport.csv')
}
