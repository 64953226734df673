import type { LocalizedText } from '../../../../domain/club.ts'
import { http } from '../../../lib/api-client.ts'

export interface SignupSample {
  id: number
  size: string
  brand: string
  format: string
  itemName: LocalizedText
  itemImage: LocalizedText
}

export async function fetchSamples(): Promise<SignupSample[]> {
  return (await http.get('sample/fetch').json<{ data: SignupSample[] }>()).data
}
