import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'

/**
 * Same-origin calls need no CORS; other origins only when listed in CORS_ORIGINS. Preflights are
 * answered by hono's cors(); on every other request the answer's Access-Control-Allow-Origin and
 * `Vary: Origin` are set before the route, with the other fixed headers (preset-headers.ts).
 */
export function apiCors(origins: string[]): MiddlewareHandler {
  const preflight = cors({ origin: origins, allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'] })
  return (c, next) => (c.req.method === 'OPTIONS' ? preflight(c, next) : next())
}
