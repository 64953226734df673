import type { AdminSku, SkuEdit } from '../../../../../domain/point-chart.ts'
import { apiCall, http } from '../../../../lib/api-client.ts'

export function editSku(input: SkuEdit) {
  return apiCall(() => http.post('admin/setting/sku/edit', { json: input }).json<AdminSku>())
}
