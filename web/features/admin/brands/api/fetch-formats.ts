import { apiCall, http } from '../../../../lib/api-client.ts'

/** Every format's name. */
export async function fetchFormats(): Promise<string[]> {
  return (await apiCall(() => http.get('admin/fetch/dashboard/format').json<{ data: string[] }>())).data
}
