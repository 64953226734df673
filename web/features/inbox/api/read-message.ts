import { readMessage as route } from '../../../../domain/contract/inbox.ts'
import { callApi } from '../../../lib/call-api.ts'

/** Marks a message read; answers the unread count. Offline it stays unread on the server and the member reads it anyway. */
export const readMessage = (id: number) => callApi(route, { json: { id } }, { showError: false })
