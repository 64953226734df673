import { fetchOverview as fetchOverviewRoute } from '../../../../../domain/contract/admin-overview.ts'
import type { OverviewQuery } from '../../../../../domain/overview.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** The overview of a range (the API's last 30 days when none); its failure is shown on the page. */
export function fetchOverview(query: OverviewQuery) {
  return callApi(fetchOverviewRoute, { query }, { showError: false })
}
