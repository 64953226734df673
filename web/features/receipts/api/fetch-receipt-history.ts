import { fetchReceiptHistory as route } from '../../../../domain/contract/receipts.ts'
import { callApi } from '../../../lib/call-api.ts'

/** The member's receipts; a failure (offline, say) is the caller's to show, never a blocking error. */
export async function fetchReceiptHistory() {
  return (await callApi(route, {}, { showError: false })).data
}
