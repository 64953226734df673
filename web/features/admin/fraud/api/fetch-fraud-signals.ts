import { fetchFraudSignals as fetchFraudSignalsRoute } from '../../../../../domain/contract/admin-fraud.ts'
import type { FraudRange } from '../../../../../domain/fraud-signals.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** The signals of a range (the last 7 days when it names none); a failure is shown on the page. */
export function fetchFraudSignals(range: FraudRange) {
  return callApi(fetchFraudSignalsRoute, { query: range }, { showError: false })
}
