import { trackOrder as route } from '../../../../domain/contract/shop.ts'
import { callApi } from '../../../lib/call-api.ts'

/** One of the member's orders with its tracking; `orderNotFound` (404) when it is not theirs or does not exist. */
export async function trackOrder(id: string) {
  return (await callApi(route, { json: { id } }, { showError: false })).order
}
