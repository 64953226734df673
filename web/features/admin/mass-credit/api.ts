import * as massCredit from '../../../../domain/contract/admin-mass-credit.ts'
import type { MassCreditType } from '../../../../domain/mass-credit.ts'
import { type Answer, callApi } from '../../../lib/call-api.ts'
import { saveFile } from '../../../lib/save-file.ts'

export type MassCreditCheck = Answer<typeof massCredit.checkMassCredit>
export type MassCreditDetails = Answer<typeof massCredit.fetchMassCreditDetails>
export interface MassCreditFields {
  type: MassCreditType
  title?: string
  points?: string
}

/** A check or an upload sends a file of up to 10 MB and waits for 100,000 rows to be read. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000

export const fetchBatches = () => callApi(massCredit.fetchMassCreditBatches, {})

/** A batch and its rows; an unknown batch is told by the caller (it goes back to the dashboard). */
export const fetchDetails = (id: number) => callApi(massCredit.fetchMassCreditDetails, { query: { id } }, { showError: false })

/** The dry run: nothing is written. Refusals are the caller's to show. */
export const checkFile = (fields: MassCreditFields, file: File, signal: AbortSignal) =>
  callApi(massCredit.checkMassCredit, { form: { ...fields, file } }, { signal, timeout: UPLOAD_TIMEOUT_MS, showError: false })

/** Credits a checked file; the key makes a retry of the same upload answer the same batch. */
export const uploadFile = (fields: MassCreditFields, file: File, key: string, onProgress: (fraction: number) => void) =>
  callApi(massCredit.uploadMassCredit, { form: { ...fields, file }, headers: { 'idempotency-key': key } }, { showError: false, timeout: UPLOAD_TIMEOUT_MS, onUploadProgress: onProgress })

export const reverseBatch = (id: number) => callApi(massCredit.reverseMassCredit, { json: { id } }, { showError: false })

export async function downloadTemplate(type: MassCreditType) {
  saveFile(await callApi(massCredit.massCreditTemplate, { query: { type } }), `massCredit-${type}-template.csv`)
}

export async function downloadErrorFile(id: number) {
  saveFile(await callApi(massCredit.massCreditErrorFile, { query: { id } }), `massCreditErrors-${id}.csv`)
}
