import { detectCode } from '../../../../domain/contract/codes.ts'
import { callApi } from '../../../lib/call-api.ts'

/** Cloud text detection through the API; it answers 503 when it is not set up or too slow. */
export async function detectText(imageBase64: string): Promise<string[]> {
  const { candidates } = await callApi(detectCode, { json: { image: imageBase64 } }, { showError: false, timeout: 3000 })
  return candidates
}
