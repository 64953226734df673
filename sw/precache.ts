import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

// The build writes the list of files into the literal `self.__WB_MANIFEST`.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] }

/**
 * The app shell: every built file is precached, and any page navigation is answered with the
 * cached index.html so the client router takes over offline. API paths never get the page.
 */
export function registerPrecache() {
  precacheAndRoute(self.__WB_MANIFEST)
  cleanupOutdatedCaches()
  const base = new URL(self.registration.scope).pathname
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(`${base}index.html`), { denylist: [new RegExp(`^${base}api(/|$)`)] }),
  )
}
