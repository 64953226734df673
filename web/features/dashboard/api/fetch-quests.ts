import { fetchQuests as route } from '../../../../domain/contract/rewards.ts'
import { callApi } from '../../../lib/call-api.ts'

export async function fetchQuests() {
  return (await callApi(route, { json: {} }, { showError: false })).data
}
