import type { AdminBrand, BrandEdit } from '../../../../../domain/catalogue.ts'
import { apiCall, http } from '../../../../lib/api-client.ts'

/** Plain JSON while the image stays; multipart only when a new image goes with it. */
export function editBrand(edit: BrandEdit, image: File | null) {
  if (!image) return apiCall(() => http.post('admin/setting/brand/edit', { json: edit }).json<AdminBrand>())
  const body = new FormData()
  body.set('id', String(edit.id))
  body.set('name', edit.name)
  body.set('description', edit.description)
  if (edit.milestoneCampaign !== undefined) body.set('milestoneCampaign', String(edit.milestoneCampaign))
  body.set('file', image)
  return apiCall(() => http.post('admin/setting/brand/edit', { body }).json<AdminBrand>())
}
