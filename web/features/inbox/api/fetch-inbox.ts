import { fetchInbox as route } from '../../../../domain/contract/inbox.ts'
import { callApi } from '../../../lib/call-api.ts'

/** One page of the member's messages, newest first; `before` continues from a page. */
export function fetchInbox(before?: number) {
  // Failures show in place with a try-again button, not in the error modal.
  return callApi(route, { query: { before } }, { showError: false })
}
