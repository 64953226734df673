import type { AdminBrand } from '../../../../../domain/catalogue.ts'
import { apiCall, http } from '../../../../lib/api-client.ts'

export async function fetchBrands(): Promise<AdminBrand[]> {
  return (await apiCall(() => http.get('admin/fetch/dashboard/brand').json<{ data: AdminBrand[] }>())).data
}
