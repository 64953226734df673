import { fetchBatchDashboard } from '../../../../../domain/contract/admin-codes.ts'
import { callApi, type Answer } from '../../../../lib/call-api.ts'

export type BatchDashboard = Answer<typeof fetchBatchDashboard>

export function fetchBatches() {
  return callApi(fetchBatchDashboard, {})
}
