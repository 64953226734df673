import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope

const DAY = 24 * 60 * 60
/** How long the point chart waits for the network before showing the copy it kept. */
const POINT_CHART_NETWORK_SECONDS = 4

/**
 * Named, capped caches for what the app fetches at run time:
 * - club-content: the club's configuration, FAQ pages and signup samples, shown from the cache at
 *   once and refreshed in the background, so they open offline once visited; and the point chart,
 *   fetched first and shown from the cache only without a connection (or after a few seconds of
 *   waiting for one), as its points must match what receipts earn the day an admin changes them;
 * - club-images: content images, which never change under one name;
 * - club-ocr: the OCR engine and its trained data, too large to precache for every visitor: fetched
 *   for a signed-in member when the connection is idle (ocr-files.ts), or on the first visit to the
 *   scan page, so reading works at once and offline afterwards.
 */
/** The wasm cores and the trained data, under the hashed names Vite gives them (web/features/scan/ocr/ocr-assets.ts). */
export const OCR_ASSET = /\/assets\/(tesseract-core-[\w.-]+\.js|eng\.traineddata-[\w-]+\.gz)$/

const ocrCache = new CacheFirst({
  cacheName: 'club-ocr',
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 12, purgeOnQuotaError: true })],
})
const ocrFetches = new Map<string, Promise<Response>>()

/**
 * An OCR file from its cache, else from the network once: the scan page asking for a file the
 * idle-time caching (ocr-files.ts) is still fetching shares that download instead of starting another.
 */
export function cachedOcrFile(options: { request: Request; event: ExtendableEvent }): Promise<Response> {
  const url = options.request.url
  let fetching = ocrFetches.get(url)
  if (!fetching) {
    fetching = ocrCache.handle(options).finally(() => ocrFetches.delete(url))
    ocrFetches.set(url, fetching)
  }
  return fetching.then((response) => response.clone())
}

export function registerRuntimeCaches() {
  const api = `${new URL(self.registration.scope).pathname}api`
  const ok = new CacheableResponsePlugin({ statuses: [200] })
  const content = () => [ok, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })]

  registerRoute(
    ({ url, request }) => request.method === 'GET' && (url.pathname === `${api}/club` || url.pathname === `${api}/sample/fetch` || url.pathname.startsWith(`${api}/content/`)),
    new StaleWhileRevalidate({ cacheName: 'club-content', plugins: content() }),
  )

  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.pathname === `${api}/pointchart`,
    new NetworkFirst({ cacheName: 'club-content', networkTimeoutSeconds: POINT_CHART_NETWORK_SECONDS, plugins: content() }),
  )

  registerRoute(
    ({ url }) => url.pathname.startsWith(`${api}/files/public/`),
    new CacheFirst({ cacheName: 'club-images', plugins: [ok, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })] }),
  )

  registerRoute(({ url }) => OCR_ASSET.test(url.pathname), cachedOcrFile)
}
