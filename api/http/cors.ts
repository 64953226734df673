import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'

/**
 * Same-origin calls need no CORS; other origins only when listed in CORS_ORIGINS. Preflights are
 * answered by hono's cors(). On other requests it adds `Vary: Origin` with `c.header()` once the
 * answer is made, and Hono then rebuilds the answer (with @hono/node-server, as a full web Response
 * with a stream); here the headers are set on the answer in place, with the same result.
 */
export function apiCors(origins: string[]): MiddlewareHandler {
  const preflight = cors({ origin: origins, allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'] })
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    await next()
    const origin = c.req.header('origin')
    if (origin && origins.includes(origin)) c.res.headers.set('Access-Control-Allow-Origin', origin)
    c.res.headers.append('Vary', 'Origin')
  }
}
