import { submitContestEntries as route } from '../../../../domain/contract/contests.ts'
import { callApi } from '../../../lib/call-api.ts'

/**
 * Sends a contest's entries. The Idempotency-Key names one attempt: sent again after a lost answer
 * or a failed upload, the API answers the entries it already made instead of charging again.
 * Refusals are for the page to show (its own popups for "reached maximum" and "not enough points").
 */
export const submitEntries = (form: Record<string, string | Blob>, idempotencyKey: string, onUploadProgress: (fraction: number) => void) =>
  callApi(route, { form: form as never, headers: { 'idempotency-key': idempotencyKey } }, { showError: false, timeout: 180_000, onUploadProgress })
