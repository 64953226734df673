import { clientsClaim } from 'workbox-core'

declare const self: ServiceWorkerGlobalScope

/**
 * The first version takes charge of open pages at once, so what they fetch is cached from the
 * first visit. A later version waits until the member accepts it; the page then asks it to take
 * over.
 */
export function registerLifecycle() {
  clientsClaim()
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
  })
}
