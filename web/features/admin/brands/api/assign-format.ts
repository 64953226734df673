import type { AdminBrand, BrandAssignInput } from '../../../../../domain/catalogue.ts'
import { apiCall, http } from '../../../../lib/api-client.ts'

export function assignFormat(input: BrandAssignInput) {
  return apiCall(() => http.post('admin/setting/brand/assign', { json: input }).json<AdminBrand>())
}
