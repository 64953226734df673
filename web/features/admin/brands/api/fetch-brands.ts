import { fetchAdminBrands } from '../../../../../domain/contract/admin-brands.ts'
import { callApi } from '../../../../lib/call-api.ts'

export async function fetchBrands() {
  return (await callApi(fetchAdminBrands, {})).data
}
