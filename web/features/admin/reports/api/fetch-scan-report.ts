import { scanReport } from '../../../../../domain/contract/admin-reports.ts'
import type { DateRange } from '../../../../../domain/code-batches.ts'
import { callApi } from '../../../../lib/call-api.ts'

export function fetchScanReport(range: DateRange) {
  return callApi(scanReport, { json: range })
}
