import { redeemVoucher as route } from '../../../../domain/contract/vouchers.ts'
import { callApi } from '../../../lib/call-api.ts'

/**
 * Redeems one e-voucher of a type for points. The Idempotency-Key names one redeem attempt: sent
 * again after a lost answer or a double tap, the API answers the voucher it already handed over
 * instead of taking another code and more points. A refusal (`insufficientPoints`, `outOfStock`,
 * `itemNotAvailable`, `voucherTypeNotFound`) shows in the error modal, translated by its code.
 */
export const redeemVoucher = (voucherId: number, idempotencyKey: string) =>
  callApi(route, { json: { voucherId }, headers: { 'idempotency-key': idempotencyKey } })
