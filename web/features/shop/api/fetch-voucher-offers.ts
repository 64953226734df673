import { fetchVoucherOffers as route } from '../../../../domain/contract/vouchers.ts'
import { callApi } from '../../../lib/call-api.ts'

/** The e-vouchers on offer (types with codes left), newest first; a failure is the chip's to show. */
export async function fetchVoucherOffers() {
  return (await callApi(route, {}, { showError: false })).data
}
