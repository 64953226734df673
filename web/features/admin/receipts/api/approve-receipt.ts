import { approveReceipt as route } from '../../../../../domain/contract/admin-receipts.ts'
import type { ReceiptApprove } from '../../../../../domain/receipt-review.ts'
import { callApi } from '../../../../lib/call-api.ts'

export function approveReceipt(input: ReceiptApprove) {
  return callApi(route, { json: input })
}
