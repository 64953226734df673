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

const ASSET_HEADERS: readonly (readonly [string, string])[] = [['x-content-type-options', 'nosniff']]

/** hono's secureHeaders() defaults (without Cross-Origin-Embedder-Policy), written out once; lower case as Node sends them. */
const DOCUMENT_HEADERS: readonly (readonly [string, string])[] = [
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
 * What an API answer (JSON, an uploaded file, a CSV) needs, as OWASP's REST Security Cheat Sheet
 * lists it: no browser renders one as a page, so the document policies do nothing on it, and it
 * may load nothing and be framed by no one. A third of the full set's bytes, on every call the app
 * makes (decision 153).
 */
const API_HEADERS: readonly (readonly [string, string])[] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['strict-transport-security', 'max-age=15552000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
]

export interface SecurityHeaderPaths {
  assetsPath: string
  apiRoot: string
}

/**
 * The security headers of an answer at `path` (`isApi`: under the API root, as the caller has
 * already found): the full set on documents (the app's pages and the API docs page), the API set
 * on API answers. Hashed build assets (scripts, styles, images) get only nosniff: a policy on a
 * script file does nothing, and dozens of first-load files each carrying a kilobyte of headers
 * cost a phone real time. A route that needs another policy (the API docs page) sets its own and
 * keeps it. The values are fixed, so they are built once (hono's secureHeaders() rebuilt them per
 * request).
 */
export function securityHeadersFor({ assetsPath, apiRoot }: SecurityHeaderPaths): (path: string, isApi: boolean) => readonly (readonly [string, string])[] {
  const docsPage = `${apiRoot}/docs`
  return (path, isApi) => {
    if (isApi) return path.startsWith(docsPage) ? DOCUMENT_HEADERS : API_HEADERS
    return path.startsWith(assetsPath) ? ASSET_HEADERS : DOCUMENT_HEADERS
  }
}
