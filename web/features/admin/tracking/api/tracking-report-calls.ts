import * as contract from '../../../../../domain/contract/admin-tracking.ts'
import type { OverviewQuery } from '../../../../../domain/overview.ts'
import { callApi } from '../../../../lib/call-api.ts'
import { saveFile } from '../../../../lib/save-file.ts'

/** The report of a range (the last 30 days when it names none); a failure is shown on the page. */
export function fetchTrackingReport(range: OverviewQuery) {
  return callApi(contract.fetchTrackingReport, { query: range }, { showError: false })
}

/** trackingReport.csv of the same range; a failure shows in the error modal. */
export async function downloadTrackingReport(range: OverviewQuery) {
  saveFile(await callApi(contract.trackingReportCsv, { query: range }), 'trackingReport.csv')
}
