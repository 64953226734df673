import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

/**
 * The app serves everything itself, so the policy allows only its own origin. OCR needs
 * WebAssembly compilation ('wasm-unsafe-eval') and workers from blob: URLs; camera frames are
 * drawn from blob: and data: images.
 */
const documentHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  crossOriginEmbedderPolicy: false,
  // A route that needs another policy (the API docs page) sets its own and keeps it.
  overwrite: false,
  // The camera must stay usable by the app itself.
  permissionsPolicy: { camera: ['self'], microphone: [], geolocation: [] },
})

/**
 * The full set on documents and API answers. Hashed build assets (scripts, styles, images) get only
 * nosniff: a policy on a script file does nothing, and dozens of first-load files each carrying a
 * kilobyte of headers cost a phone real time.
 */
export function appSecurityHeaders(assetsPath: string): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.path.startsWith(assetsPath)) return documentHeaders(c, next)
    await next()
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
  }
}
