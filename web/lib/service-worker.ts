import { Workbox } from 'workbox-window'
import { useUpdateStore } from './update-store.ts'

/**
 * Registers the service worker (built from sw/). A new version waits until the member accepts it;
 * once it takes over, the page is reloaded at the next navigation rather than at once, so nothing
 * typed into a form is lost (outbox items live in IndexedDB and survive either way).
 */
export function registerServiceWorker(reloadAtNextNavigation: () => void) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
  let accepted = false
  const apply = () => {
    accepted = true
    workbox.messageSkipWaiting()
  }
  workbox.addEventListener('waiting', () => useUpdateStore.setState({ ready: true, apply }))
  workbox.addEventListener('controlling', () => {
    // The first install takes control too; only the version the member accepted calls for a reload.
    if (!accepted) return
    useUpdateStore.setState({ ready: false, applied: true })
    reloadAtNextNavigation()
  })
  void workbox.register()
}
