import type { Context, MiddlewareHandler } from 'hono'
import type { Clock } from '../clock.ts'
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
 * A fixed-window limiter kept in memory: enough for one process (the embedded deployment). Going
 * over answers 429 with Retry-After. Windows that have ended are swept as new ones open.
 */
export function rateLimit(clock: Clock, rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, { count: number; endsAt: number }>()
  return async (c, next) => {
    const now = clock.now().getTime()
    const key = await (rule.key ?? clientAddress)(c)
    let window = windows.get(key)
    if (!window || window.endsAt <= now) {
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k)
      window = { count: 0, endsAt: now + rule.windowMs }
      windows.set(key, window)
    }
    window.count += 1
    if (window.count > rule.limit) {
      c.header('Retry-After', String(Math.ceil((window.endsAt - now) / 1000)))
      throw new ApiError(429, 'tooManyRequests')
    }
    await next()
  }
}
