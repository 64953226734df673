import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../deps.ts'
import { nodeResponseOf } from './node-response.ts'
import { securityHeadersFor } from './security-headers.ts'

export interface PresetHeaderOptions {
  assetsPath: string
  apiRoot: string
  /** Other origins that may call the API (CORS_ORIGINS). */
  corsOrigins: string[]
}

/**
 * Sets every header whose value is known before the route runs: the security headers, `Vary`
 * (every answer may be compressed; an API answer also depends on Origin when other origins may
 * call it) and, for a listed origin, Access-Control-Allow-Origin. `c.get('vary')` keeps the Vary
 * value for compression, which must keep it on the answers it compresses.
 *
 * Through the Node server they go straight onto its response (node-response.ts), so a route's own
 * policy, written over them, wins; set on the web answer after the route, they cost more than the
 * rest of a light request's headers. A request made in-process (`app.request`) has no Node
 * response; they are added to the answer then.
 */
export function presetHeaders({ assetsPath, apiRoot, corsOrigins }: PresetHeaderOptions): MiddlewareHandler<AppEnv> {
  const securityHeaders = securityHeadersFor({ assetsPath, apiRoot })
  const apiVary = corsOrigins.length > 0 ? 'Origin, Accept-Encoding' : 'Accept-Encoding'
  return async (c, next) => {
    const { path } = c.req
    const isApi = path.startsWith(apiRoot)
    const vary = isApi ? apiVary : 'Accept-Encoding'
    c.set('vary', vary)
    const origin = isApi ? c.req.header('origin') : undefined
    const preset = (set: (name: string, value: string) => void) => {
      for (const [name, value] of securityHeaders(path, isApi)) set(name, value)
      set('vary', vary)
      if (origin && corsOrigins.includes(origin)) set('access-control-allow-origin', origin)
    }
    const outgoing = nodeResponseOf(c)
    if (outgoing) {
      preset((name, value) => outgoing.setHeader(name, value))
      return next()
    }
    await next()
    const answer = c.res.headers
    preset((name, value) => {
      if (!answer.has(name)) answer.set(name, value)
    })
  }
}
