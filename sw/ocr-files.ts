import type { CacheOcrMessage } from './cache-ocr-message.ts'
import { cachedOcrFile, OCR_ASSET } from './runtime-caches.ts'

declare const self: ServiceWorkerGlobalScope

/**
 * Caches the code reader's files ahead of the first scan, when a page says the connection is idle:
 * at low priority, through the same cache-first strategy the scan page's requests use, so files
 * already cached are not fetched again. Only this app's OCR files are fetched.
 */
export function registerOcrCaching() {
  self.addEventListener('message', (event) => {
    const message = event.data as Partial<CacheOcrMessage> | null
    if (message?.type !== 'CACHE_OCR' || !Array.isArray(message.urls)) return
    const urls = message.urls.map((u) => new URL(String(u), self.location.href)).filter((u) => u.origin === self.location.origin && OCR_ASSET.test(u.pathname))
    event.waitUntil(Promise.all(urls.map((url) => cachedOcrFile({ event, request: new Request(url, { priority: 'low' }) }).catch(() => undefined))))
  })
}
