import * as shop from '../../../../../domain/contract/admin-shop.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** Answers the category as saved; a refusal (the name exists) is shown by the caller beside the field. */
export function addCategory(name: string) {
  return callApi(shop.addCategory, { json: { name } }, { showError: false })
}
