import type { Context, MiddlewareHandler } from 'hono'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/connection.ts'
import { countRequest } from '../db/rate-limits.ts'
import type { AppEnv } from '../deps.ts'
import { ApiError } from './api-error.ts'

export interface RateLimitRule {
  /** Requests allowed per window for one key. */
  limit: number
  windowMs: number
  /** What is counted: the client address by default, or e.g. the email a sign-in is for. */
  key?: (c: Context<AppEnv>) => string | Promise<string>
}

/** The client's address, behind a trusted proxy the one it forwards for (http/trusted-proxy.ts). */
export const clientAddress = (c: Context<AppEnv>) => c.get('client').address

/**
 * A fixed-window limiter whose counts live in the database (db/rate-limits.ts), so several
 * instances behind a load balancer count as one. Each limiter guards one route, so its windows
 * are keyed by that route and the rule's key. Going over answers 429 with Retry-After; ended
 * windows are purged hourly.
 */
export function rateLimit(db: Database, clock: Clock, rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const now = clock.now().getTime()
    const key = `${c.req.method} ${c.req.routePath} ${await (rule.key ?? clientAddress)(c)}`
    const window = await countRequest(db, key, now, rule.windowMs)
    if (window.count > rule.limit) {
      c.header('Retry-After', String(Math.ceil((window.windowEndsAt - now) / 1000)))
      throw new ApiError(429, 'tooManyRequests')
    }
    await next()
  }
}
