import * as brands from '../../../../../domain/contract/admin-brands.ts'
import type { BrandEdit } from '../../../../../domain/catalogue.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** Plain JSON while the image stays; multipart only when a new image goes with it. */
export function editBrand(edit: BrandEdit, image: File | null) {
  if (!image) return callApi(brands.editBrand, { json: edit })
  const { id, name, description, milestoneCampaign } = edit
  return callApi(brands.editBrand, { form: { id: String(id), name, description, milestoneCampaign: milestoneCampaign === undefined ? undefined : `${milestoneCampaign}`, file: image } })
}
