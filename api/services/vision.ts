import type { Config } from '../config.ts'
import { ApiError } from '../http/api-error.ts'

/**
 * Cloud text detection through Google Vision's `images:annotate` TEXT_DETECTION, called from the
 * server so the key never reaches a browser. A short timeout: the phone falls back to its own OCR
 * rather than keep the member waiting.
 */
export async function detectText(config: Config, imageBase64: string): Promise<string> {
  const { key, url, timeoutMs } = config.vision
  if (!key) throw new ApiError(503, 'scanUnavailable')
  const endpoint = new URL(url)
  endpoint.searchParams.set('key', key)
  let res: Response
  try {
    res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requests: [{ image: { content: imageBase64 }, features: [{ type: 'TEXT_DETECTION', maxResults: 5 }] }] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch {
    throw new ApiError(503, 'scanUnavailable')
  }
  if (!res.ok) throw new ApiError(503, 'scanUnavailable')
  const body = (await res.json()) as { responses?: { textAnnotations?: { description?: string }[]; fullTextAnnotation?: { text?: string } }[] }
  const first = body.responses?.[0]
  return first?.fullTextAnnotation?.text ?? first?.textAnnotations?.[0]?.description ?? ''
}
