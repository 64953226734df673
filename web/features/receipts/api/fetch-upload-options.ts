import type { RetailerOption, SkuOption } from '../../../../domain/receipts.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

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
      apiCall(() => http.post('receipt/retailers').json<{ data: RetailerOption[] }>(), { showError: false }),
      apiCall(() => http.post('receipt/skus').json<{ data: SkuOption[] }>(), { showError: false }),
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
