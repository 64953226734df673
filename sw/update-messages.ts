declare const self: ServiceWorkerGlobalScope

/** A new version waits until the member accepts it; the page then asks it to take over. */
export function registerUpdateMessages() {
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
  })
}
