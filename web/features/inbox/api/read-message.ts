import type { InboxUnread } from '../../../../domain/inbox.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

/** Marks a message read; answers the unread count. Offline it stays unread on the server and the member reads it anyway. */
export function readMessage(id: number): Promise<InboxUnread> {
  return apiCall(() => http.post('inbox/read', { json: { id } }).json<InboxUnread>(), { showError: false })
}
