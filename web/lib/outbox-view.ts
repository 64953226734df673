import { create } from 'zustand'
import { milestoneVoucherRinggit } from '../../domain/points.ts'
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

/** The e-voucher a queued code earned when it landed (its 5th or 10th milestone), as members read it. */
export function voucherOf(item: OutboxItem): { value: number; code: string } | undefined {
  const { milestone, voucherCode } = item.result ?? {}
  return milestone && voucherCode ? { value: milestoneVoucherRinggit(milestone), code: voucherCode } : undefined
}
