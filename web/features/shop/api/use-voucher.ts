import { useVoucher as route } from '../../../../domain/contract/vouchers.ts'
import { callApi } from '../../../lib/call-api.ts'

/**
 * Marks one of the member's vouchers used. A refusal (`voucherAlreadyUsed`, `voucherExpired`,
 * `voucherNotFound`) is the voucher screen's to show beside the voucher, so it is not shown here.
 */
export async function markVoucherUsed(id: number) {
  return (await callApi(route, { json: { id } }, { showError: false })).voucher
}
