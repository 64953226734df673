import * as brands from '../../../../../domain/contract/admin-brands.ts'
import type { BrandText } from '../../../../../domain/catalogue.ts'
import { callApi } from '../../../../lib/call-api.ts'

export function addBrand({ name, description }: BrandText, image: File) {
  return callApi(brands.addBrand, { form: { name, description, file: image } })
}
