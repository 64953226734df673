import { fetchOrders as route } from '../../../../domain/contract/shop.ts'
import { callApi } from '../../../lib/call-api.ts'

/** The member's orders, newest first; a failure is the tab's to show. */
export async function fetchOrders() {
  return (await callApi(route, {}, { showError: false })).data
}
