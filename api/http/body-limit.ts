import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { CONTEST_SUBMIT_MAX_BYTES } from '../../domain/contests.ts'
import { ApiError } from './api-error.ts'

/** The methods whose requests carry a body, the only ones limitBody runs for. */
export const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']

/** JSON bodies are small; only multipart uploads (receipts, images, CSV) may be large. */
export const JSON_BODY_LIMIT = 64 * 1024
export const UPLOAD_BODY_LIMIT = 11 * 1024 * 1024
/**
 * The one JSON call that carries an image: a code-box crop for text detection, cut from the
 * camera's full resolution (base64, at most MAX_CROP_BASE64 characters in routes/codes.ts).
 */
export const CROP_BODY_LIMIT = 320 * 1024

const tooLarge = () => {
  throw new ApiError(413, 'payloadTooLarge')
}
const limit = (maxSize: number) => ({ maxSize, whileStreaming: bodyLimit({ maxSize, onError: tooLarge }) })
const jsonLimit = limit(JSON_BODY_LIMIT)
const uploadLimit = limit(UPLOAD_BODY_LIMIT)
/** The routes whose bodies differ from their kind's limit, by the end of their path. */
const OWN_LIMITS: { path: string; multipart: boolean; limit: ReturnType<typeof limit> }[] = [
  { path: '/scan/detect', multipart: false, limit: limit(CROP_BODY_LIMIT) },
  // A contest submit carries up to two images per entry (domain/contests.ts).
  { path: '/contest/submit', multipart: true, limit: limit(CONTEST_SUBMIT_MAX_BYTES) },
]

function limitFor(c: Context) {
  const multipart = c.req.header('content-type')?.startsWith('multipart/form-data') ?? false
  const own = OWN_LIMITS.find((o) => o.multipart === multipart && c.req.path.endsWith(o.path))
  return own?.limit ?? (multipart ? uploadLimit : jsonLimit)
}

/**
 * Refuses an oversize body with 413 before it is read whole: by its declared Content-Length, or
 * as it streams in when it declares none. hono's bodyLimit first asks for `c.req.raw.body`, which
 * makes @hono/node-server build a full web Request (AbortSignal, ReadableStream) for every request,
 * a GET included, and then read the body through it; the checks it starts with are made here
 * without that, and only a body that declares no length goes through it.
 */
export const limitBody: MiddlewareHandler = (c, next) => {
  const { maxSize, whileStreaming } = limitFor(c)
  const declared = c.req.header('content-length')
  if (declared !== undefined && c.req.header('transfer-encoding') === undefined) return Number.parseInt(declared || '0', 10) > maxSize ? tooLarge() : next()
  return whileStreaming(c, next)
}
