import * as vouchers from '../../../../../domain/contract/admin-vouchers.ts'
import { type Answer, callApi } from '../../../../lib/call-api.ts'

export type CsvCheck = Answer<typeof vouchers.checkVoucherCsv>

/**
 * The server's reading of a voucher CSV, nothing imported: its codes (the first listed) and its
 * faulty lines. A refusal is the caller's to show: a check it cancelled is no error.
 */
export function checkVoucherCsv(file: File, signal: AbortSignal) {
  return callApi(vouchers.checkVoucherCsv, { form: { file } }, { signal, timeout: UPLOAD_TIMEOUT_MS, showError: false })
}

/**
 * How long a check or an upload may take: a file of the most codes is a few megabytes, sent and
 * then read (and, for an upload, imported in one transaction) by the server; the usual 20 s of
 * a call is for answers, not for that on a slow line.
 */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000
