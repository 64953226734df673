import * as vouchers from '../../../../../domain/contract/admin-vouchers.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** A batch's codes, in upload order, each with its status and holder; an unknown batch is told by the caller. */
export async function fetchBatchVouchers(batchId: number) {
  return (await callApi(vouchers.fetchBatchVouchers, { query: { id: batchId } }, { showError: false, timeout: 60_000 })).data
}
