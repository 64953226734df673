import type { GenerateBatch } from '../../../../../domain/code-batches.ts'
import { apiCall, http } from '../../../../lib/api-client.ts'
import type { CodeBatch } from './fetch-batches.ts'

export function generateBatch(input: GenerateBatch) {
  return apiCall(() => http.post('admin/setting/code/generate', { json: input }).json<CodeBatch>())
}
