import type { Context, ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorCode } from '../../domain/errors.ts'
import { TransactionContention } from '../db/transaction.ts'
import type { Logger } from '../logger.ts'
import { ApiError, errorBody } from './api-error.ts'

// Hono and its middleware raise HTTPExceptions with their own English; answer with ours instead.
const codeForStatus: Partial<Record<number, ErrorCode>> = {
  400: 'badJson', // the only 400 Hono's validators raise is a body that does not parse
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
}

/** Every error leaves as `{error, code}` JSON; anything unexpected is logged here and never shown. */
export function createErrorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof ApiError) return c.json(err.body, err.status)
    if (err instanceof TransactionContention) {
      c.header('Retry-After', '1')
      return c.json(errorBody('busy'), 503)
    }
    if (err instanceof HTTPException) {
      const code = codeForStatus[err.status]
      if (code) return c.json(errorBody(code), err.status as ContentfulStatusCode)
    }
    logger.error('unhandled_error', { method: c.req.method, path: c.req.path, error: err.stack ?? String(err) })
    return c.json(errorBody('internal'), 500)
  }
}

export function notFoundHandler(c: Context) {
  return c.json(errorBody('notFound'), 404)
}
