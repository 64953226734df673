import type { AdminSku, SkuAdd } from '../../../../../domain/point-chart.ts'
import { apiCall, http } from '../../../../lib/api-client.ts'

export function addSku(input: SkuAdd) {
  return apiCall(() => http.post('admin/setting/sku/add', { json: input }).json<AdminSku>())
}
