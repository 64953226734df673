import { apiCall, http } from '../../../../lib/api-client.ts'

export function saveDoublePointDays(days: number[]) {
  return apiCall(() => http.post('admin/setting/doublePointsDate/edit', { json: { days } }).json<{ doublePointDays: number[] }>())
}
