import type { InboxUnread } from '../../../../domain/inbox.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

export function clearInbox(): Promise<InboxUnread> {
  return apiCall(() => http.post('inbox/clear', { json: {} }).json<InboxUnread>())
}
