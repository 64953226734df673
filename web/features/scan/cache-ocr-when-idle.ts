import type { CacheOcrMessage } from '../../../sw/cache-ocr-message.ts'
import { useSessionStore } from '../../lib/session-store.ts'

/** Connections on which a few MB nobody asked for yet are too much. */
const sparing = () => {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '')
}

const whenIdle = (work: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 10_000 }) : setTimeout(work, 2000))

/**
 * Once a member is signed in and the page has loaded and gone idle, asks the service worker to
 * cache the code reader's files (worker, wasm core and trained data, about 8 MB), so the first
 * scan is ready at once instead of waiting for them. Visitors who are not members are spared them.
 */
export function cacheOcrWhenIdle() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV || sparing()) return
  let asked = false
  const ask = () => {
    const { token, type } = useSessionStore.getState()
    if (asked || !token || type !== 'user') return
    asked = true
    whenIdle(() => {
      void Promise.all([import('./ocr/ocr-assets.ts'), navigator.serviceWorker.ready]).then(([{ ocrFiles }, registration]) =>
        registration.active?.postMessage({ type: 'CACHE_OCR', urls: ocrFiles() } satisfies CacheOcrMessage),
      )
    })
  }
  const start = () => {
    ask()
    useSessionStore.subscribe(ask)
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
