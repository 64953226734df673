import type { ReceiptUploadAnswer } from '../../../../domain/receipts.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

/** Sends a receipt. The key is made once per submission, so any retry of it is applied once. */
export function uploadReceipt(form: FormData, idempotencyKey: string) {
  return apiCall(() => http.post('receipt/upload', { body: form, headers: { 'Idempotency-Key': idempotencyKey }, timeout: 60_000 }).json<ReceiptUploadAnswer>(), {
    showError: false,
  })
}
