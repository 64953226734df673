import type { NewsItem } from '../../../../domain/news.ts'
import { apiCall, http } from '../../../lib/api-client.ts'

/** News for the member's stage; quiet on failure, as the dashboard simply shows none. */
export async function fetchNews(): Promise<NewsItem[]> {
  return (await apiCall(() => http.get('news/fetch').json<{ data: NewsItem[] }>(), { showError: false })).data
}
