import { apiCall, http } from '../../../../lib/api-client.ts'

/** Answers the name as saved (lower case). */
export function addFormat(name: string) {
  return apiCall(() => http.post('admin/setting/format/add', { json: { name } }).json<{ name: string }>())
}
