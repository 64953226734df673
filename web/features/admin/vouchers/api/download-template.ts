import * as vouchers from '../../../../../domain/contract/admin-vouchers.ts'
import { callApi } from '../../../../lib/call-api.ts'
import { saveFile } from '../../../../lib/save-file.ts'

export const TEMPLATE_FILE_NAME = 'voucherTemplate.csv'

/** The voucher CSV template, saved on the device. */
export async function downloadTemplate() {
  saveFile(await callApi(vouchers.voucherCsvTemplate, {}), TEMPLATE_FILE_NAME)
}
