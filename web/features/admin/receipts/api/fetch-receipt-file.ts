import { apiCall, http } from '../../../../lib/api-client.ts'

/**
 * A receipt's image or PDF. The file route needs the bearer token, so an <img> or a link cannot
 * load it by itself; the page shows the blob instead. `fileUrl` already starts with `{api_root}`.
 */
export function fetchReceiptFile(fileUrl: string) {
  return apiCall(() => http.get(fileUrl, { prefixUrl: '' }).blob())
}
