import { fetchNews as route } from '../../../../domain/contract/content.ts'
import { callApi } from '../../../lib/call-api.ts'

/** News for the member's stage; quiet on failure, as the dashboard simply shows none. */
export async function fetchNews() {
  return (await callApi(route, {}, { showError: false })).data
}
