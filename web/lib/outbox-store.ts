import { create } from 'zustand'
import type { OutboxItem } from '../../sw/outbox/outbox-store.ts'

export type { OutboxItem }

interface OutboxView {
  items: OutboxItem[]
}

/**
 * What the page shows of the outbox (IndexedDB, shared with the service worker, is the truth;
 * outbox-bridge.ts keeps this in step). Kept apart so the header's badge costs no IndexedDB code.
 */
export const useOutboxStore = create<OutboxView>()(() => ({ items: [] }))

export const pendingCount = (items: OutboxItem[]) => items.filter((i) => i.state === 'waiting' || i.state === 'sending').length
