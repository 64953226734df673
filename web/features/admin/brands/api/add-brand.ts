import type { AdminBrand, BrandText } from '../../../../../domain/catalogue.ts'
import { apiCall, http } from '../../../../lib/api-client.ts'

export function addBrand({ name, description }: BrandText, image: File) {
  const body = new FormData()
  body.set('name', name)
  body.set('description', description)
  body.set('file', image)
  return apiCall(() => http.post('admin/setting/brand/add', { body }).json<AdminBrand>())
}
