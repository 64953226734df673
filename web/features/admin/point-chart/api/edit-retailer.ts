import type { AdminRetailer, RetailerEdit } from '../../../../../domain/point-chart.ts'
import { apiCall, http } from '../../../../lib/api-client.ts'

export function editRetailer(input: RetailerEdit) {
  return apiCall(() => http.post('admin/setting/retailer/edit', { json: input }).json<AdminRetailer>())
}
