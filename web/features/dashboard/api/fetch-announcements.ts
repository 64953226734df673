import type { LocalizedText } from '../../../../domain/club.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

export interface Announcement {
  id: number
  title: LocalizedText
  body: LocalizedText
}

export async function fetchAnnouncements(): Promise<Announcement[]> {
  return (await apiCall(() => http.get('content/notices', { searchParams: { kind: 'announcement' } }).json<{ data: Announcement[] }>(), { showError: false })).data
}
