import type { AdminRetailer, RetailerAdd } from '../../../../../domain/point-chart.ts'
import { apiCall, http } from '../../../../lib/api-client.ts'

export function addRetailer(input: RetailerAdd) {
  return apiCall(() => http.post('admin/setting/retailer/add', { json: input }).json<AdminRetailer>())
}
