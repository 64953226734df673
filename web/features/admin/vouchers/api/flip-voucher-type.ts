import * as vouchers from '../../../../../domain/contract/admin-vouchers.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** Shows a hidden voucher type or hides a shown one; answers its state as the server saved it. */
export function flipVoucherType(id: number) {
  return callApi(vouchers.hideVoucherType, { json: { id } })
}
