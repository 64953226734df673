import type { PointHistoryPage, PointRecordKind } from '../../../../domain/point-records.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

/** One page of the member's point records of one kind, newest first; `before` continues from a page. */
export function fetchPointRecords(kind: PointRecordKind, before?: number): Promise<PointHistoryPage> {
  const searchParams = before === undefined ? { kind } : { kind, before }
  // Failures show in place with a try-again button, not in the error modal.
  return apiCall(() => http.get('user/points/fetch', { searchParams }).json<PointHistoryPage>(), { showError: false })
}
