import type { AdminPointChart } from '../../../../../domain/point-chart.ts'
import { apiCall, http } from '../../../../lib/api-client.ts'

export function fetchPointChart() {
  return apiCall(() => http.get('admin/fetch/dashboard/pointchart').json<AdminPointChart>())
}
