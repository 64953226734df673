import {
  allItems,
  clearSession,
  type OutboxItem,
  type OutboxKind,
  type OutboxRequest,
  removeItem,
  saveItem,
  saveSession,
} from '../../sw/outbox/outbox-store.ts'
import { OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, replayOutbox } from '../../sw/outbox/replay-outbox.ts'
import { API_ROOT } from './api-client.ts'
import { useMemberStore } from './member-store.ts'
import { useOutboxStore, voucherOf } from './outbox-store.ts'
import { useSessionStore } from './session-store.ts'
import { useUiStore } from './ui-store.ts'

async function refresh() {
  useOutboxStore.setState({ items: await allItems() })
}

let retryTimer: ReturnType<typeof setTimeout> | undefined

/** Replays what is due now and sets a timer for the next retry that is waiting out a backoff. */
async function replay() {
  if (navigator.onLine) await replayOutbox(API_ROOT)
  await refresh()
  clearTimeout(retryTimer)
  const next = Math.min(...useOutboxStore.getState().items.filter((i) => i.state === 'waiting').map((i) => i.nextAttemptAt))
  if (Number.isFinite(next)) retryTimer = setTimeout(() => void replay(), Math.max(1000, next - Date.now()))
}

/** When a queued code lands, the member hears about it and their points update. */
function onChange(item: OutboxItem) {
  void refresh()
  if (item.state !== 'credited' || item.result?.totalPoints === undefined) return
  const { member, setMember } = useMemberStore.getState()
  if (member?.id === item.memberId) setMember({ ...member, totalPoints: item.result.totalPoints })
  const voucher = voucherOf(item)
  useUiStore.getState().notify({ key: voucher ? 'outbox.creditedVoucherNotice' : 'outbox.creditedNotice', values: { label: item.label, points: item.result.points ?? 0, ...voucher } })
}

/** Mirrors the member's session into IndexedDB, where the service worker can send with it. */
function mirrorSession() {
  const { token, type } = useSessionStore.getState()
  const member = useMemberStore.getState().member
  if (token && type === 'user' && member) void saveSession({ token, memberId: member.id })
  else if (!token) void clearSession()
}

/**
 * Starts the page's side of the outbox: it replays on start, when the phone comes back online and
 * when the app returns to the foreground (iOS has no Background Sync), and listens for what the
 * service worker sends.
 */
export function startOutbox() {
  mirrorSession()
  useSessionStore.subscribe(mirrorSession)
  useMemberStore.subscribe(mirrorSession)
  new BroadcastChannel(OUTBOX_CHANNEL).onmessage = (event: MessageEvent<OutboxItem>) => onChange(event.data)
  window.addEventListener('online', () => void replay())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void replay()
  })
  void replay()
}

/**
 * Keeps a submission that could not reach the API: it is saved with the Idempotency-Key already
 * tried (so if that try did land, the replay only gets its answer back) and sent when the network
 * allows, by the service worker's sync where the browser has one, or by the page.
 */
export async function enqueue(submission: { kind: OutboxKind; label: string; request: OutboxRequest; idempotencyKey: string }): Promise<void> {
  const member = useMemberStore.getState().member
  if (!member) throw new Error('Only a signed-in member has an outbox')
  const item: OutboxItem = { ...submission, id: crypto.randomUUID(), memberId: member.id, state: 'waiting', attempts: 0, nextAttemptAt: 0, createdAt: Date.now() }
  await saveItem(item)
  await refresh()
  // Ask the browser not to evict what the member is waiting on.
  void navigator.storage?.persist?.()
  const registration = await navigator.serviceWorker?.getRegistration()
  await (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined)
  void replay()
}

/** Clears credited and refused items from the list once the member has seen them. */
export async function dismissSettled() {
  for (const item of useOutboxStore.getState().items) if (item.settledAt) await removeItem(item.id)
  await refresh()
}
