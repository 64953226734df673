import { fetchReceiptQueue } from '../../../../../domain/contract/admin-receipts.ts'
import type { ReceiptQueueFilter } from '../../../../../domain/receipt-review.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** The review queue; filters left undefined stay out of the query. */
export function fetchReceipts(filter: ReceiptQueueFilter) {
  return callApi(fetchReceiptQueue, { query: filter })
}
