import { fetchSamples as route } from '../../../../domain/contract/content.ts'
import { callApi } from '../../../lib/call-api.ts'

export async function fetchSamples() {
  return (await callApi(route, {}, { showError: false })).data
}
