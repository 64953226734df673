import { redeemDonateItem as route } from '../../../../domain/contract/charity.ts'
import { callApi } from '../../../lib/call-api.ts'

/**
 * Donates one donation item's points. The Idempotency-Key names one confirmed donation, so a double
 * tap or a retry after a lost answer donates once. A refusal shows in the error modal by its code.
 */
export const redeemDonateItem = (donateId: number, idempotencyKey: string) => callApi(route, { json: { donateId }, headers: { 'idempotency-key': idempotencyKey } })
