import * as brands from '../../../../../domain/contract/admin-brands.ts'
import type { BrandAssignInput } from '../../../../../domain/catalogue.ts'
import { callApi } from '../../../../lib/call-api.ts'

export function assignFormat(input: BrandAssignInput) {
  return callApi(brands.assignFormat, { json: input })
}
