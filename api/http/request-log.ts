import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../logger.ts'

/**
 * One line per request: method, path, status and time. The query string is left out because
 * email links carry identifiers there, and no header or body is ever logged.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    })
  }
}
