import {
  allItems,
  clearSession,
  keepSession,
  type OutboxItem,
  type OutboxKind,
  type OutboxRequest,
  readSession,
  removeItem,
  saveItem,
} from '../../sw/outbox/outbox-store.ts'
import { alreadyQueued } from '../../sw/outbox/already-queued.ts'
import { OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, replayOutbox } from '../../sw/outbox/replay-outbox.ts'
import { nextReplayAt } from '../../sw/outbox/replay-policy.ts'
import { API_ROOT } from './api-client.ts'
import { useMemberStore } from './member-store.ts'
import { useOutboxStore, voucherOf } from './outbox-view.ts'
import { useSessionStore } from './session-store.ts'
import { forgetSession } from './sign-out.ts'
import { useUiStore } from './ui-store.ts'

/** The id of the session this page last mirrored into IndexedDB; undefined while signed out. */
let mirrored: string | undefined
let retryTimer: ReturnType<typeof setTimeout> | undefined
const ENQUEUE_LOCK = 'club-outbox-enqueue'

/**
 * Shows the outbox as IndexedDB holds it and sets the timer for the signed-in member's next retry
 * (none offline: coming back online replays). When a replay found the page's session refused
 * (401), the page forgets it, as a failed session check does.
 */
async function refresh() {
  const [items, session] = await Promise.all([allItems(), readSession()])
  useOutboxStore.setState({ items })
  if (session?.refused && session.token === useSessionStore.getState().token) forgetSession()
  clearTimeout(retryTimer)
  const next = nextReplayAt(items, session, navigator.onLine)
  if (next !== undefined) retryTimer = setTimeout(() => void replay(), Math.max(1000, next - Date.now()))
}

/** Replays what is due now, then refreshes. */
async function replay() {
  if (navigator.onLine) await replayOutbox(API_ROOT)
  await refresh()
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

/**
 * Mirrors the member's session into IndexedDB, where the service worker can send with it. A new
 * session replays at once: it may send what the last one could not (items it parked).
 */
async function mirrorSession() {
  const { token, type } = useSessionStore.getState()
  const member = useMemberStore.getState().member
  let session: string | undefined
  if (token && type === 'user' && member) session = await keepSession(token, member.id)
  else if (!token) await clearSession()
  else return
  if (session === mirrored) return
  mirrored = session
  await replay()
}

/**
 * Starts the page's side of the outbox: it replays on start, on sign-in, when the phone comes back
 * online and when the app returns to the foreground (iOS has no Background Sync), and listens for
 * what the service worker sends.
 */
export function startOutbox() {
  useSessionStore.subscribe(() => void mirrorSession())
  useMemberStore.subscribe(() => void mirrorSession())
  new BroadcastChannel(OUTBOX_CHANNEL).onmessage = (event: MessageEvent<OutboxItem>) => onChange(event.data)
  window.addEventListener('online', () => void replay())
  window.addEventListener('offline', () => clearTimeout(retryTimer))
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void replay()
  })
  void mirrorSession()
}

/**
 * Keeps a submission that could not reach the API: it is saved with the Idempotency-Key already
 * tried (so if that try did land, the replay only gets its answer back) and sent when the network
 * allows, by the service worker's sync where the browser has one, or by the page. A code already
 * waiting is not kept twice (answers 'alreadyQueued'); the check and the save hold a lock, so two
 * tabs cannot both add it.
 */
export async function enqueue(submission: { kind: OutboxKind; label: string; request: OutboxRequest; idempotencyKey: string }): Promise<'queued' | 'alreadyQueued'> {
  const member = useMemberStore.getState().member
  if (!member) throw new Error('Only a signed-in member has an outbox')
  const item: OutboxItem = { ...submission, id: crypto.randomUUID(), memberId: member.id, state: 'waiting', attempts: 0, nextAttemptAt: 0, createdAt: Date.now() }
  const saved = await navigator.locks.request(ENQUEUE_LOCK, async () => {
    if (alreadyQueued(await allItems(), item)) return false
    await saveItem(item)
    return true
  })
  if (!saved) return 'alreadyQueued'
  await refresh()
  // Ask the browser not to evict what the member is waiting on.
  void navigator.storage?.persist?.()
  const registration = await navigator.serviceWorker?.getRegistration()
  await (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined)
  void replay()
  return 'queued'
}

/** Clears credited and refused items from the list once the member has seen them. */
export async function dismissSettled() {
  for (const item of useOutboxStore.getState().items) if (item.settledAt) await removeItem(item.id)
  await refresh()
}
