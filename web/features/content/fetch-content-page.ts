import type { LocalizedText } from '../../../domain/club.ts'
import { http } from '../../lib/api-client.ts'

export interface ContentPage {
  slug: string
  title: LocalizedText
  body: LocalizedText
  updatedAt: string
}

export function fetchContentPage(slug: string): Promise<ContentPage> {
  return http.get(`content/pages/${encodeURIComponent(slug)}`).json<ContentPage>()
}
