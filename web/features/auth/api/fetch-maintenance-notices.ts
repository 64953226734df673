import { fetchNotices } from '../../../../domain/contract/content.ts'
import { callApi } from '../../../lib/call-api.ts'

export async function fetchMaintenanceNotices() {
  return (await callApi(fetchNotices, { query: { kind: 'maintenance' } }, { showError: false })).data
}
