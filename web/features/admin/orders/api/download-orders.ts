import { exportOrdersCsv } from '../../../../../domain/contract/admin-shop.ts'
import { callApi } from '../../../../lib/call-api.ts'
import { saveFile } from '../../../../lib/save-file.ts'
import type { OrderFilter } from './fetch-orders.ts'

/** The orders of the filter on screen, one line per item, saved as orders.csv for the warehouse. */
export async function downloadOrders(filter: OrderFilter) {
  saveFile(await callApi(exportOrdersCsv, { query: filter }), 'orders.csv')
}
