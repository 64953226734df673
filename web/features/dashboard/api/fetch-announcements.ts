import { fetchNotices } from '../../../../domain/contract/content.ts'
import { callApi } from '../../../lib/call-api.ts'

export async function fetchAnnouncements() {
  return (await callApi(fetchNotices, { query: { kind: 'announcement' } }, { showError: false })).data
}
