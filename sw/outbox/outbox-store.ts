import { createStore, del, get, set, update, values } from 'idb-keyval'
import type { Milestone } from '../../domain/points.ts'

/**
 * The submission outbox, in IndexedDB so it outlives reloads, app updates and a closed tab, and is
 * shared by the page and the service worker (both replay it).
 */

export type OutboxKind = 'scancode' | 'receipt'
export type OutboxState = 'waiting' | 'sending' | 'credited' | 'refused'

export interface OutboxRequest {
  /** Under `{api_root}`, e.g. `user/scancode`. */
  path: string
  json?: unknown
  /** Multipart fields; files stay Blobs (IndexedDB keeps them). */
  form?: Record<string, string | Blob>
}

export interface OutboxItem {
  id: string
  kind: OutboxKind
  /** Whose submission it is: replayed only while that member is signed in. */
  memberId: string
  /** Made before the first send and kept for every retry, so the API applies it once. */
  idempotencyKey: string
  /** What the member sees in the list: the code, or the receipt's invoice number. */
  label: string
  request: OutboxRequest
  state: OutboxState
  attempts: number
  /** Not before this (ms since epoch): retries back off after errors. */
  nextAttemptAt: number
  createdAt: number
  settledAt?: number
  /** Credited: the points, and for a milestone code its e-voucher; refused: the API's error code and text. */
  result?: { points?: number; totalPoints?: number; milestone?: Milestone; voucherCode?: string; code?: string; message?: string }
}

/** The session the outbox sends with, mirrored from the page so the service worker can use it. */
export interface OutboxSession {
  token: string
  memberId: string
}

const items = createStore('club-outbox', 'items')
const sessions = createStore('club-outbox-session', 'session')

export const saveItem = (item: OutboxItem) => set(item.id, item, items)
export const removeItem = (id: string) => del(id, items)
export const readItem = (id: string) => get<OutboxItem>(id, items)
export const allItems = async () => (await values<OutboxItem>(items)).sort((a, b) => a.createdAt - b.createdAt)

/** Changes one item atomically; answers the item as saved, or undefined if it is gone. */
export async function changeItem(id: string, change: (item: OutboxItem) => OutboxItem): Promise<OutboxItem | undefined> {
  let saved: OutboxItem | undefined
  await update<OutboxItem | undefined>(
    id,
    (item) => {
      saved = item && change(item)
      return saved
    },
    items,
  )
  return saved
}

export const readSession = () => get<OutboxSession>('current', sessions)
export const saveSession = (session: OutboxSession) => set('current', session, sessions)
export const clearSession = () => del('current', sessions)
