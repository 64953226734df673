import { OUTBOX_SYNC_TAG, replayOutbox } from './outbox/replay-outbox.ts'

declare const self: ServiceWorkerGlobalScope

interface SyncEvent extends ExtendableEvent {
  tag: string
}

/**
 * Background Sync (where the browser has it): the browser wakes the service worker once it is back
 * online, even with the app closed, and the outbox is replayed. Elsewhere (iOS) the page replays it.
 */
export function registerOutboxSync() {
  const api = `${new URL(self.registration.scope).pathname}api`
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayOutbox(api))
  })
}
