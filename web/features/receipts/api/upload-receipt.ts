import { uploadReceipt as route } from '../../../../domain/contract/receipts.ts'
import { callApi, type CallInput } from '../../../lib/call-api.ts'

/** The upload form's fields, as the contract takes them. */
type ReceiptUploadForm = CallInput<typeof route>['form']

/** Sends a receipt. The key is made once per submission, so any retry of it is applied once. */
export function uploadReceipt(form: ReceiptUploadForm, idempotencyKey: string) {
  return callApi(route, { form, headers: { 'idempotency-key': idempotencyKey } }, { showError: false, timeout: 60_000 })
}
