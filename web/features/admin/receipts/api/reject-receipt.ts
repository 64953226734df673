import { rejectReceipt as route } from '../../../../../domain/contract/admin-receipts.ts'
import type { ReceiptReject } from '../../../../../domain/receipt-review.ts'
import { callApi } from '../../../../lib/call-api.ts'

export function rejectReceipt(input: ReceiptReject) {
  return callApi(route, { json: input })
}
