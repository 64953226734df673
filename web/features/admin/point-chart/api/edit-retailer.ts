import { editRetailer as route } from '../../../../../domain/contract/admin-point-chart.ts'
import { callApi, type CallInput } from '../../../../lib/call-api.ts'

export function editRetailer(input: CallInput<typeof route>['json']) {
  return callApi(route, { json: input })
}
