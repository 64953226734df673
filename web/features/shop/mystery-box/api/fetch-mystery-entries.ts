import { fetchMysteryEntries as route } from '../../../../../domain/contract/mystery-box.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** The member's mystery-box history, boxes to open and running campaigns; a failure is the screen's to show (spec 2 §7: only logged). */
export const fetchMysteryEntries = () => callApi(route, {}, { showError: false })
