import * as codes from '../../../../../domain/contract/admin-codes.ts'
import { callApi } from '../../../../lib/call-api.ts'

export function findCode(query: string) {
  return callApi(codes.findCode, { json: { query } })
}
