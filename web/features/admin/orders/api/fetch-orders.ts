import { fetchAdminOrders, type OrderFilterSchema } from '../../../../../domain/contract/admin-shop.ts'
import type { z } from 'zod'
import { callApi } from '../../../../lib/call-api.ts'

export type OrderFilter = z.output<typeof OrderFilterSchema>

export function fetchOrders(filter: OrderFilter) {
  return callApi(fetchAdminOrders, { query: filter }, { showError: false })
}
