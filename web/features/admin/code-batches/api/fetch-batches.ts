import type { BatchFailureReason } from '../../../../../domain/code-batches.ts'
import { apiCall, http } from '../../../../lib/api-client.ts'

export interface CodeBatch {
  id: number
  brand: { name: string }
  format: { name: string }
  size: { name: string }
  points: number
  quantity: number
  generated: number
  scanned: number
  status: 'generating' | 'done' | 'failed'
  failureReason: BatchFailureReason | null
  active: boolean
  fileUrl: string | null
  createdAt: string
}

export interface BatchDashboard {
  batches: CodeBatch[]
  doublePointDays: number[]
  generatingStatus: 'generating' | 'idle'
}

export function fetchBatches() {
  return apiCall(() => http.get('admin/fetch/dashboard/code/batch').json<BatchDashboard>())
}
