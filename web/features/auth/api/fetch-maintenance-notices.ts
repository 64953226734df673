import type { LocalizedText } from '../../../../domain/club.ts'
import { http } from '../../../lib/api-client.ts'

export interface Notice {
  id: number
  title: LocalizedText
  body: LocalizedText
}

export async function fetchMaintenanceNotices(): Promise<Notice[]> {
  return (await http.get('content/notices', { searchParams: { kind: 'maintenance' } }).json<{ data: Notice[] }>()).data
}
