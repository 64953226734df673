import type { InboxPage } from '../../../../domain/inbox.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

/** One page of the member's messages, newest first; `before` continues from a page. */
export function fetchInbox(before?: number): Promise<InboxPage> {
  const searchParams = before === undefined ? {} : { before }
  // Failures show in place with a try-again button, not in the error modal.
  return apiCall(() => http.get('inbox/fetch', { searchParams }).json<InboxPage>(), { showError: false })
}
