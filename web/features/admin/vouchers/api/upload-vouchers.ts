import * as vouchers from '../../../../../domain/contract/admin-vouchers.ts'
import { callApi } from '../../../../lib/call-api.ts'
import { UPLOAD_TIMEOUT_MS } from './check-voucher-csv.ts'

/**
 * Imports a checked CSV into a type as one batch, telling how much of the file is sent. Refusals
 * are the caller's to show: faulty lines by line, anything else in the error modal.
 */
export function uploadVouchers(typeId: number, file: File, onProgress: (fraction: number) => void) {
  return callApi(vouchers.uploadVouchers, { form: { file, id: String(typeId) } }, { showError: false, timeout: UPLOAD_TIMEOUT_MS, onUploadProgress: onProgress })
}
