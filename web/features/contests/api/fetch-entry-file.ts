import { fetchEntryImage, fetchEntryReceipt } from '../../../../domain/contract/contests.ts'
import { callApi } from '../../../lib/call-api.ts'

/** One of the member's own entry images (private: fetched with the session, never by a public address). */
export const fetchEntryFile = (id: number, which: 'image' | 'receipt') => callApi(which === 'image' ? fetchEntryImage : fetchEntryReceipt, { params: { id: String(id) } }, { showError: false })
