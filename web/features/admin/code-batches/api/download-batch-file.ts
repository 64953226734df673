import { fetchBatchFile } from '../../../../../domain/contract/admin-codes.ts'
import { callApi } from '../../../../lib/call-api.ts'
import { saveFile } from '../../../../lib/save-file.ts'

/** A finished batch's codes, saved as a CSV file. */
export async function downloadBatchFile(id: number) {
  saveFile(await callApi(fetchBatchFile, { query: { id } }), `code-batch-${id}.csv`)
}
