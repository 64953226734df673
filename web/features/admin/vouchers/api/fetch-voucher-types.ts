import * as vouchers from '../../../../../domain/contract/admin-vouchers.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** Every voucher type, newest first, with its codes counted. */
export async function fetchVoucherTypes() {
  return (await callApi(vouchers.fetchVoucherTypes, {})).data
}
