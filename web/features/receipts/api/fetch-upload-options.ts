import type { RetailerOption, SkuOption } from '../../../../domain/receipts.ts'
import { fetchRetailers, fetchSkus } from '../../../../domain/contract/receipts.ts'
import { callApi } from '../../../lib/call-api.ts'

export interface UploadOptions {
  retailers: RetailerOption[]
  skus: SkuOption[]
}

/** The last lists the API gave, so a member in a shop with no signal can still fill in a receipt. */
const SAVED_KEY = 'club-receipt-options'

/** The stores (Others last) and products the upload form offers; offline, the ones last seen. */
export async function fetchUploadOptions(): Promise<UploadOptions> {
  try {
    const [retailers, skus] = await Promise.all([
      callApi(fetchRetailers, {}, { showError: false }),
      callApi(fetchSkus, {}, { showError: false }),
    ])
    const options = { retailers: retailers.data, skus: skus.data }
    localStorage.setItem(SAVED_KEY, JSON.stringify(options))
    return options
  } catch (error) {
    const saved = localStorage.getItem(SAVED_KEY)
    if (saved) return JSON.parse(saved) as UploadOptions
    throw error
  }
}
