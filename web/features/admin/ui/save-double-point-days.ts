import { editDoublePointDays } from '../../../../domain/contract/admin-codes.ts'
import { callApi } from '../../../lib/call-api.ts'

export function saveDoublePointDays(days: number[]) {
  return callApi(editDoublePointDays, { json: { newDate: days } })
}
