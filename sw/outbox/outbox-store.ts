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
  /**
   * The session (`OutboxSession.id`) the API refused it with (401/403): it waits for the next
   * session rather than being sent again with one that cannot send it.
   */
  parkedIn?: string
  /** Credited: the points, and for a milestone code its e-voucher; refused: the API's error code and text. */
  result?: { points?: number; totalPoints?: number; milestone?: Milestone; voucherCode?: string; code?: string; message?: string }
}

/** The session the outbox sends with, mirrored from the page so the service worker can use it. */
export interface OutboxSession {
  /** New with every new token, so what one session could not send waits for the next. */
  id: string
  token: string
  memberId: string
  /** The API answered 401 to it: nothing is sent with it again, and the page signs out. */
  refused?: true
}

const items = createStore('club-outbox', 'items')
const sessions = createStore('club-outbox-session', 'session')

export const saveItem = (item: OutboxItem) => set(item.id, item, items)
export const removeItem = (id: string) => del(id, items)
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
export const clearSession = () => del('current', sessions)

/** Keeps the member's session for the outbox: the same token keeps its id, another gets a new one. Answers the id. */
export async function keepSession(token: string, memberId: string): Promise<string> {
  let kept: OutboxSession | undefined
  await update<OutboxSession | undefined>(
    'current',
    (session) => (kept = session?.token === token && session.memberId === memberId ? session : { id: crypto.randomUUID(), token, memberId }),
    sessions,
  )
  return kept!.id
}

/** Marks a session the API refused (401), unless a new sign-in has replaced it meanwhile. */
export const refuseSession = (id: string) =>
  update<OutboxSession | undefined>('current', (session) => (session?.id === id ? { ...session, refused: true } : session), sessions)
