import * as codes from '../../../../../domain/contract/admin-codes.ts'
import { callApi } from '../../../../lib/call-api.ts'

export function fetchBatchDetails(id: number) {
  return callApi(codes.fetchBatchDetails, { query: { id } })
}
