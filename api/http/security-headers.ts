import type { HttpBindings } from '@hono/node-server'
import type { MiddlewareHandler } from 'hono'

/**
 * The app serves everything itself, so the policy allows only its own origin. OCR needs
 * WebAssembly compilation ('wasm-unsafe-eval') and workers from blob: URLs; camera frames are
 * drawn from blob: and data: images.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "media-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const ASSET_HEADERS: [string, string][] = [['x-content-type-options', 'nosniff']]

/** hono's secureHeaders() defaults (without Cross-Origin-Embedder-Policy), written out once; lower case as Node sends them. */
const DOCUMENT_HEADERS: [string, string][] = [
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  // The camera must stay usable by the app itself.
  ['permissions-policy', 'camera=(self), microphone=(), geolocation=()'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=15552000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
]

/**
 * The full set on documents and API answers. Hashed build assets (scripts, styles, images) get only
 * nosniff: a policy on a script file does nothing, and dozens of first-load files each carrying a
 * kilobyte of headers cost a phone real time. A route that needs another policy (the API docs page)
 * sets its own and keeps it.
 *
 * The values are fixed, so they are built once (hono's secureHeaders() rebuilt them per request).
 * Through the Node server they go straight onto its response before the route runs, the cheapest
 * call there is: Node writes the answer's own headers over them, so a route's own policy wins. A
 * request made in-process (`app.request`) has no Node response; they are added to the answer then.
 */
export function appSecurityHeaders(assetsPath: string): MiddlewareHandler {
  return async (c, next) => {
    const set = c.req.path.startsWith(assetsPath) ? ASSET_HEADERS : DOCUMENT_HEADERS
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing
    if (outgoing) {
      for (const [name, value] of set) outgoing.setHeader(name, value)
      return next()
    }
    await next()
    const { headers } = c.res
    for (const [name, value] of set) if (!headers.has(name)) headers.set(name, value)
  }
}
