import { http } from '../../../lib/api-client.ts'

/** Cloud text detection through the API; it answers 503 when it is not set up or too slow. */
export async function detectText(imageBase64: string): Promise<string[]> {
  const { candidates } = await http.post('scan/detect', { json: { image: imageBase64 }, timeout: 3000 }).json<{ candidates: string[] }>()
  return candidates
}
