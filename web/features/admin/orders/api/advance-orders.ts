import { advanceOrders as advance } from '../../../../../domain/contract/admin-shop.ts'
import { MAX_ORDERS_PER_CHANGE, type OrderAdvance } from '../../../../../domain/shop.ts'
import { callApi } from '../../../../lib/call-api.ts'

export interface ChangeResult {
  moved: string[]
  skipped: { id: string; reason: 'orderNotFound' | 'orderStateChanged' }[]
}

/**
 * Moves orders to `to`, as many calls as the API's limit per change needs (a CSV may list more),
 * one after another; the answers are added up in the order of `ids`.
 */
export async function advanceOrders({ ids, ...rest }: OrderAdvance): Promise<ChangeResult> {
  const result: ChangeResult = { moved: [], skipped: [] }
  for (let start = 0; start < ids.length; start += MAX_ORDERS_PER_CHANGE) {
    const answer = await callApi(advance, { json: { ids: ids.slice(start, start + MAX_ORDERS_PER_CHANGE), ...rest } }, { showError: false })
    result.moved.push(...answer.moved)
    result.skipped.push(...answer.skipped)
  }
  return result
}
