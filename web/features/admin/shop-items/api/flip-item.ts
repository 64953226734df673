import * as shop from '../../../../../domain/contract/admin-shop.ts'
import type { OrderKind } from '../../../../../domain/shop.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** Shows a hidden item or hides a shown one; answers its state as the server saved it. */
export function flipItem(kind: OrderKind, id: number) {
  return callApi(kind === 'pregnant' ? shop.hidePregnantItem : shop.hideItem, { json: { id } })
}
