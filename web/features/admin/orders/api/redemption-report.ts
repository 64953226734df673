import type { SinceDateFilter } from '../../../../../domain/account-report.ts'
import { redemptionReport, redemptionReportCsv } from '../../../../../domain/contract/admin-shop.ts'
import { redemptionCursor, type RedemptionRow } from '../../../../../domain/shop.ts'
import { callApi } from '../../../../lib/call-api.ts'
import { saveFile } from '../../../../lib/save-file.ts'

/** A page of the redemption report, the one after `after` (the last row shown); its failure is shown on the page. */
export const fetchRedemptionPage = (filter: SinceDateFilter, after?: RedemptionRow) =>
  callApi(redemptionReport, { json: { ...filter, before: after && redemptionCursor(after) } }, { showError: false })

/** The filtered redemption report, saved as pointshopReport.csv (spec 3 §2.10). */
export async function downloadRedemptionReport(filter: SinceDateFilter) {
  saveFile(await callApi(redemptionReportCsv, { query: filter }), 'pointshopReport.csv')
}
