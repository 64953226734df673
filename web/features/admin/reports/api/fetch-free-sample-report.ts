import { freeSampleReport } from '../../../../../domain/contract/admin-reports.ts'
import type { DateRange } from '../../../../../domain/code-batches.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** Its failure is shown on the page, with a way to try again. */
export function fetchFreeSampleReport(range: DateRange) {
  return callApi(freeSampleReport, { json: range }, { showError: false })
}
