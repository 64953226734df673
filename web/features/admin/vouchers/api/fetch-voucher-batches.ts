import * as vouchers from '../../../../../domain/contract/admin-vouchers.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** A voucher type and its batches, newest first; an unknown type is told by the caller (it goes back to the dashboard). */
export function fetchVoucherBatches(typeId: number) {
  return callApi(vouchers.fetchVoucherBatches, { query: { id: typeId } }, { showError: false })
}
