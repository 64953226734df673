import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError } from './api-error.ts'

/** JSON bodies are small; only multipart uploads (receipts, images, CSV) may be large. */
export const JSON_BODY_LIMIT = 64 * 1024
export const UPLOAD_BODY_LIMIT = 11 * 1024 * 1024
/**
 * The one JSON call that carries an image: a code-box crop for text detection, cut from the
 * camera's full resolution (base64, at most MAX_CROP_BASE64 characters in routes/codes.ts).
 */
export const CROP_BODY_LIMIT = 320 * 1024
const CROP_PATH = '/scan/detect'

const tooLarge = () => {
  throw new ApiError(413, 'payloadTooLarge')
}
const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge })
const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge })
const cropLimit = bodyLimit({ maxSize: CROP_BODY_LIMIT, onError: tooLarge })

/** Refuses an oversize body with 413 as it streams in, before it is read whole. */
export const limitBody: MiddlewareHandler = (c, next) => {
  if (c.req.header('content-type')?.startsWith('multipart/form-data')) return uploadLimit(c, next)
  return c.req.path.endsWith(CROP_PATH) ? cropLimit(c, next) : jsonLimit(c, next)
}
