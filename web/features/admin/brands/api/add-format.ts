import * as brands from '../../../../../domain/contract/admin-brands.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** Answers the name as saved (lower case). */
export function addFormat(name: string) {
  return callApi(brands.addFormat, { json: { name } })
}
