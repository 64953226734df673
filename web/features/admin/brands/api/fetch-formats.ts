import * as brands from '../../../../../domain/contract/admin-brands.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** Every format's name. */
export async function fetchFormats() {
  return (await callApi(brands.fetchFormats, {})).data
}
