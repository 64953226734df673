import { apiCall, http } from '../../../../lib/api-client.ts'

export function toggleBatch(id: number) {
  return apiCall(() => http.post('admin/setting/hide/batchCode', { json: { id } }).json<{ id: number; active: boolean }>())
}
