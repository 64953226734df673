import * as bulkUsers from '../../../../domain/contract/admin-bulk-users.ts'
import { promoterOptions } from '../../../../domain/contract/admin-promoters.ts'
import { type Answer, callApi } from '../../../lib/call-api.ts'
import { saveFile } from '../../../lib/save-file.ts'

export type BulkUsersCheck = Answer<typeof bulkUsers.checkBulkUsers>
export interface BulkUsersFields {
  label: string
  promoterId?: string
  registerDate?: string
  registerSource?: string
}

/** A check or an upload sends a file of up to 10 MB and waits for 100,000 rows to be read. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000

export const fetchUploads = () => callApi(bulkUsers.fetchBulkUserUploads, {})

export const fetchPromoterOptions = () => callApi(promoterOptions, {}, { showError: false })

/** Check Validity, the dry run: nothing is written. Refusals are the caller's to show. */
export const checkFile = (file: File, signal: AbortSignal) => callApi(bulkUsers.checkBulkUsers, { form: { file } }, { signal, timeout: UPLOAD_TIMEOUT_MS, showError: false })

/** Creates the members of a checked file; the key makes a retry of the same upload answer the same upload. */
export const uploadFile = (fields: BulkUsersFields, file: File, key: string, onProgress: (fraction: number) => void) =>
  callApi(bulkUsers.uploadBulkUsers, { form: { ...fields, file }, headers: { 'idempotency-key': key } }, { showError: false, timeout: UPLOAD_TIMEOUT_MS, onUploadProgress: onProgress })

export async function downloadTemplate() {
  saveFile(await callApi(bulkUsers.bulkUsersTemplate, {}), 'bulkCreateUsersTemplate.csv')
}

export async function downloadResult(id: number) {
  saveFile(await callApi(bulkUsers.bulkUsersResultFile, { query: { id } }), `bulkCreateUsers-${id}.csv`)
}
