import type { ScanCredit } from '../../../../domain/scan.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

/** Registers a code. The key is made once per submission, so any retry of it credits once. */
export function submitCode(code: string, idempotencyKey: string) {
  return apiCall(() => http.post('user/scancode', { json: { code }, headers: { 'Idempotency-Key': idempotencyKey } }).json<ScanCredit>(), { showError: false })
}
