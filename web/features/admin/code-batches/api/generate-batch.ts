import * as codes from '../../../../../domain/contract/admin-codes.ts'
import type { GenerateBatch } from '../../../../../domain/code-batches.ts'
import { callApi } from '../../../../lib/call-api.ts'

export function generateBatch(input: GenerateBatch) {
  return callApi(codes.generateBatch, { json: input })
}
