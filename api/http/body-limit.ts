import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError } from './api-error.ts'

/** JSON bodies are small; only multipart uploads (receipts, images, CSV) may be large. */
export const JSON_BODY_LIMIT = 64 * 1024
export const UPLOAD_BODY_LIMIT = 11 * 1024 * 1024

const tooLarge = () => {
  throw new ApiError(413, 'payloadTooLarge')
}
const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge })
const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge })

/** Refuses an oversize body with 413 as it streams in, before it is read whole. */
export const limitBody: MiddlewareHandler = (c, next) =>
  c.req.header('content-type')?.startsWith('multipart/form-data') ? uploadLimit(c, next) : jsonLimit(c, next)
