import { z } from 'zod'
import type { Config } from '../config.ts'
import { ApiError } from '../http/api-error.ts'

/** The part of an `images:annotate` answer the scanner reads; anything else about it is ignored. */
const AnnotateAnswerSchema = z.object({
  responses: z
    .array(
      z.object({
        fullTextAnnotation: z.object({ text: z.string() }).optional(),
        textAnnotations: z.array(z.object({ description: z.string().optional() })).optional(),
        /** Google reports a failed image here, inside a 200 answer. */
        error: z.unknown().optional(),
      }),
    )
    .min(1),
})

/**
 * Cloud text detection through Google Vision's `images:annotate` TEXT_DETECTION, called from the
 * server so the key never reaches a browser. A short timeout: the phone falls back to its own OCR
 * rather than keep the member waiting. Any answer that cannot be read (an error status, a timeout,
 * a proxy's HTML page, JSON of another shape) is `scanUnavailable`, never a 500.
 */
export async function detectText(config: Config, imageBase64: string): Promise<string> {
  const { key, url, timeoutMs } = config.vision
  if (!key) throw new ApiError(503, 'scanUnavailable')
  const endpoint = new URL(url)
  endpoint.searchParams.set('key', key)
  let body: unknown
  try {
    // The timeout covers reading the body too: a server that sends headers and then stalls is slow.
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requests: [{ image: { content: imageBase64 }, features: [{ type: 'TEXT_DETECTION', maxResults: 5 }] }] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!res.ok) throw new Error(`status ${res.status}`)
    body = await res.json()
  } catch {
    throw new ApiError(503, 'scanUnavailable')
  }
  const answer = AnnotateAnswerSchema.safeParse(body)
  const first = answer.data?.responses[0]
  if (!first || first.error !== undefined) throw new ApiError(503, 'scanUnavailable')
  return first.fullTextAnnotation?.text ?? first.textAnnotations?.[0]?.description ?? ''
}
