import type { MemberReceipt } from '../../../../domain/receipts.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

export async function fetchReceiptHistory(): Promise<MemberReceipt[]> {
  return (await apiCall(() => http.get('receipt/history').json<{ data: MemberReceipt[] }>())).data
}
