import { fetchReceiptFile as route } from '../../../../../domain/contract/receipts.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** A receipt's image or PDF. The route needs the bearer token, so an <img> or a link cannot load it by itself; the page shows the blob instead. */
export function fetchReceiptFile(id: string) {
  return callApi(route, { params: { id } })
}
