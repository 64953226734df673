import { fetchAdminBrands } from '../../../../../domain/contract/admin-brands.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** The brands with their formats and sizes, for the brand and size a question is asked for. */
export async function fetchBrands() {
  return (await callApi(fetchAdminBrands, {})).data
}
