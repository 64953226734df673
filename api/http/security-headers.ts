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

/** hono's secureHeaders() defaults (without Cross-Origin-Embedder-Policy), written out once. */
const DOCUMENT_HEADERS: [string, string][] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  // The camera must stay usable by the app itself.
  ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=()'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
]

/**
 * The full set on documents and API answers. Hashed build assets (scripts, styles, images) get only
 * nosniff: a policy on a script file does nothing, and dozens of first-load files each carrying a
 * kilobyte of headers cost a phone real time. A route that needs another policy (the API docs page)
 * sets its own and keeps it. The values are fixed, so they are built once rather than per request
 * as hono's secureHeaders() does.
 */
export function appSecurityHeaders(assetsPath: string): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const { headers } = c.res
    if (c.req.path.startsWith(assetsPath)) headers.set('X-Content-Type-Options', 'nosniff')
    else for (const [name, value] of DOCUMENT_HEADERS) if (!headers.has(name)) headers.set(name, value)
  }
}
