import { apiCall, http } from '../../../../lib/api-client.ts'

export interface CodeLookup {
  code: string
  batchId: number
  brand: string
  format: string
  size: string
  active: boolean
  scanned: boolean
  scannedAt: string | null
  email: string | null
}

export function findCode(query: string) {
  return apiCall(() => http.post('admin/fetch/dashboard/code/detail', { json: { query } }).json<CodeLookup>())
}
