import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'

/**
 * Same-origin calls need no CORS; other origins only when listed in CORS_ORIGINS. This answers the
 * API's preflights (OPTIONS); on every other request the answer's Access-Control-Allow-Origin and
 * `Vary: Origin` are set before the route, with the other fixed headers (preset-headers.ts).
 */
export function corsPreflight(origins: string[]): MiddlewareHandler {
  return cors({ origin: origins, allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'] })
}
