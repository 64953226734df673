import { redeem, redeemPregnant } from '../../../../domain/contract/shop.ts'
import type { OrderKind, RedeemInput } from '../../../../domain/shop.ts'
import { callApi } from '../../../lib/call-api.ts'

/**
 * Orders a cart for points. The Idempotency-Key names one confirm attempt: sent again after a lost
 * answer or a double tap, the API answers the order it already placed instead of placing another.
 * A refusal shows in the error modal, translated by its code.
 */
export const placeOrder = (kind: OrderKind, order: RedeemInput, idempotencyKey: string) =>
  callApi(kind === 'pregnant' ? redeemPregnant : redeem, { json: order, headers: { 'idempotency-key': idempotencyKey } })
