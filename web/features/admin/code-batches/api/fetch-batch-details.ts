import { apiCall, http } from '../../../../lib/api-client.ts'
import type { ScanRow } from '../../reports/api/fetch-scan-report.ts'
import type { CodeBatch } from './fetch-batches.ts'

export function fetchBatchDetails(id: number) {
  return apiCall(() => http.get('admin/fetch/dashboard/code/batch/details', { searchParams: { id } }).json<{ batch: CodeBatch; recentScans: ScanRow[] }>())
}
