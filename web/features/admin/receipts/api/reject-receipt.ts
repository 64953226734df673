import type { AdminReceipt, ReceiptReject } from '../../../../../domain/receipt-review.ts'
import { apiCall, http } from '../../../../lib/api-client.ts'

export function rejectReceipt(input: ReceiptReject) {
  return apiCall(() => http.post('admin/setting/receipt/reject', { json: input }).json<AdminReceipt>())
}
