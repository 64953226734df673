import type { AdminReceipt, ReceiptApprove } from '../../../../../domain/receipt-review.ts'
import { apiCall, http } from '../../../../lib/api-client.ts'

export function approveReceipt(input: ReceiptApprove) {
  return apiCall(() => http.post('admin/setting/receipt/approve', { json: input }).json<AdminReceipt>())
}
