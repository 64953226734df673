import * as codes from '../../../../../domain/contract/admin-codes.ts'
import { callApi } from '../../../../lib/call-api.ts'

export function toggleBatch(id: number) {
  return callApi(codes.toggleBatch, { json: { id } })
}
