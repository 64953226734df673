import type { RewardItem } from '../../../../domain/reward-item.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

export async function fetchRewardHighlights(): Promise<RewardItem[]> {
  return (await apiCall(() => http.get('rewards/highlights/fetch').json<{ data: RewardItem[] }>(), { showError: false })).data
}
