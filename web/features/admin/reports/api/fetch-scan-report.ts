import { apiCall, http } from '../../../../lib/api-client.ts'

export interface ScanRow {
  scannedAt: string
  name: string
  email: string | null
  code: string
  batchId: number
  brand: string
  format: string
  size: string
  points: number
}

export interface DateRange {
  startDate?: string
  endDate?: string
}

export function fetchScanReport(range: DateRange) {
  return apiCall(() => http.post('admin/report/scan', { json: range }).json<{ data: ScanRow[] }>())
}
