import { scanCode } from '../../../../domain/contract/codes.ts'
import { callApi } from '../../../lib/call-api.ts'

/** Registers a code. The key is made once per submission, so any retry of it credits once. */
export function submitCode(code: string, idempotencyKey: string) {
  return callApi(scanCode, { json: { code }, headers: { 'idempotency-key': idempotencyKey } }, { showError: false })
}
