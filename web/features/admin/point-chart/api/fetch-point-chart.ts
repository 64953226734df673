import { fetchAdminPointChart } from '../../../../../domain/contract/admin-point-chart.ts'
import { callApi } from '../../../../lib/call-api.ts'

export function fetchPointChart() {
  return callApi(fetchAdminPointChart, {})
}
