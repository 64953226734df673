import type { QuestGroup } from '../../../../domain/quests.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

export async function fetchQuests(): Promise<QuestGroup[]> {
  return (await apiCall(() => http.post('quest/fetch', { json: {} }).json<{ data: QuestGroup[] }>(), { showError: false })).data
}
