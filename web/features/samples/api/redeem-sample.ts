import { redeemSample as route } from '../../../../domain/contract/samples.ts'
import type { SampleRedeemInput } from '../../../../domain/samples.ts'
import { callApi } from '../../../lib/call-api.ts'

/**
 * Asks for a free sample. The Idempotency-Key names one confirm attempt: sent again after a lost
 * answer or a double tap, the API answers the order it already placed instead of placing another.
 * Refusals are the confirm screen's to show: some of them are the "Sorry!" notice, not an error.
 */
export const redeemSample = (request: SampleRedeemInput, idempotencyKey: string) =>
  callApi(route, { json: request, headers: { 'idempotency-key': idempotencyKey } }, { showError: false })
