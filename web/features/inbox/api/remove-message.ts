import type { InboxUnread } from '../../../../domain/inbox.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

export function removeMessage(id: number): Promise<InboxUnread> {
  return apiCall(() => http.post('inbox/remove', { json: { id } }).json<InboxUnread>())
}
