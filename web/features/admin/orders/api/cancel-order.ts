import { cancelOrder as cancel } from '../../../../../domain/contract/admin-shop.ts'
import { callApi } from '../../../../lib/call-api.ts'

export function cancelOrder(id: string) {
  return callApi(cancel, { json: { id } }, { showError: false })
}
