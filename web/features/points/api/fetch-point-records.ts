import { fetchPointRecords as route } from '../../../../domain/contract/rewards.ts'
import type { PointRecordKind } from '../../../../domain/point-records.ts'
import { callApi } from '../../../lib/call-api.ts'

/** One page of the member's point records of one kind, newest first; `before` continues from a page. */
export function fetchPointRecords(kind: PointRecordKind, before?: number) {
  // Failures show in place with a try-again button, not in the error modal.
  return callApi(route, { query: { kind, before } }, { showError: false })
}
