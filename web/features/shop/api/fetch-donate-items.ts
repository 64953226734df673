import { fetchDonateItems as route } from '../../../../domain/contract/charity.ts'
import { callApi } from '../../../lib/call-api.ts'

/** The Share a Little Comfort chip's donation items, newest first; a failure is the chip's to show. */
export async function fetchDonateItems() {
  return (await callApi(route, {}, { showError: false })).data
}
