import * as vouchers from '../../../../../domain/contract/admin-vouchers.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** What the voucher type form sends: the value in sen (the form has read the ringgit typed), the image chosen. */
export interface VoucherTypeSubmission {
  itemId: string
  name: string
  value: number
  points: number
  /** YYYY-MM-DD; without it each voucher expires on 31 December of the year it is redeemed. */
  expiresOn?: string
  image: File
}

/** Adds a voucher type; a refusal is shown by the form, beside the field it is about where there is one. */
export function addVoucherType(s: VoucherTypeSubmission) {
  const form = { itemId: s.itemId, name: s.name, value: (s.value / 100).toFixed(2), points: String(s.points), expiresOn: s.expiresOn, file: s.image }
  return callApi(vouchers.addVoucherType, { form }, { showError: false })
}
