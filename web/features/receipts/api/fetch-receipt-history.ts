import type { MemberReceipt } from '../../../../domain/receipts.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

/** The member's receipts; a failure (offline, say) is the caller's to show, never a blocking error. */
export async function fetchReceiptHistory(): Promise<MemberReceipt[]> {
  return (await apiCall(() => http.get('receipt/history').json<{ data: MemberReceipt[] }>(), { showError: false })).data
}
