import { openMysteryBox as route } from '../../../../../domain/contract/mystery-box.ts'
import { callApi } from '../../../../lib/call-api.ts'

/**
 * Opens one of the member's boxes. The Idempotency-Key names one opening: sent again after a lost
 * answer or a double tap, the API answers the prize already drawn instead of drawing another. A
 * refusal (opened already, no prize left) shows in the error modal, translated by its code.
 */
export const openMysteryBox = (boxId: number, idempotencyKey: string) => callApi(route, { json: { boxId }, headers: { 'idempotency-key': idempotencyKey } })
