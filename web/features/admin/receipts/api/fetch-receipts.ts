import type { ReceiptQueue, ReceiptQueueFilter } from '../../../../../domain/receipt-review.ts'
import { apiCall, http } from '../../../../lib/api-client.ts'

/** The review queue; filters left undefined stay out of the query. */
export function fetchReceipts(filter: ReceiptQueueFilter) {
  return apiCall(() => http.get('admin/fetch/dashboard/receipts', { searchParams: { ...filter } }).json<ReceiptQueue>())
}
