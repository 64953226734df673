import { useSyncExternalStore } from 'react'

function subscribe(changed: () => void) {
  window.addEventListener('online', changed)
  window.addEventListener('offline', changed)
  return () => {
    window.removeEventListener('online', changed)
    window.removeEventListener('offline', changed)
  }
}

/** Whether the browser believes it has a network, kept current as that changes. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine)
