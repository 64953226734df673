import { fetchMyVouchers as route } from '../../../../domain/contract/vouchers.ts'
import { callApi } from '../../../lib/call-api.ts'

/** The member's vouchers, newest first, milestone vouchers among them; a failure is the screen's to show. */
export async function fetchMyVouchers() {
  return (await callApi(route, {}, { showError: false })).data
}
