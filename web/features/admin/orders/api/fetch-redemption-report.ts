import { redemptionReport } from '../../../../../domain/contract/admin-shop.ts'
import type { DateRange } from '../../../../../domain/code-batches.ts'
import { callApi } from '../../../../lib/call-api.ts'

export function fetchRedemptionReport(range: DateRange) {
  return callApi(redemptionReport, { json: range }, { showError: false })
}
