import { fetchRewardHighlights as route } from '../../../../domain/contract/rewards.ts'
import { callApi } from '../../../lib/call-api.ts'

export async function fetchRewardHighlights() {
  return (await callApi(route, {}, { showError: false })).data
}
