import { allItems, changeItem, type OutboxItem, type OutboxRequest, readSession } from './outbox-store.ts'

/** Page and service worker hear each other's outbox changes on this channel. */
export const OUTBOX_CHANNEL = 'club-outbox'
export const OUTBOX_SYNC_TAG = 'club-outbox'
const LOCK = 'club-outbox-replay'

const FIRST_RETRY_MS = 5_000
const LONGEST_RETRY_MS = 10 * 60_000

/** Worth trying again later: the network, the server or a rate limit, not the submission itself. */
const isRetryable = (status: number) => status === 408 || status === 425 || status === 429 || status >= 500
/** Not the submission's fault either: the member must sign in again first. */
const needsSignIn = (status: number) => status === 401 || status === 403

const backoff = (attempts: number, retryAfterSeconds?: number) =>
  Math.max(retryAfterSeconds ? retryAfterSeconds * 1000 : 0, Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempts))

function toBody(request: OutboxRequest): BodyInit | undefined {
  if (request.json !== undefined) return JSON.stringify(request.json)
  if (!request.form) return undefined
  const form = new FormData()
  for (const [name, value] of Object.entries(request.form)) form.append(name, value)
  return form
}

function announce(item: OutboxItem) {
  const channel = new BroadcastChannel(OUTBOX_CHANNEL)
  channel.postMessage(item)
  channel.close()
}

async function send(apiRoot: string, token: string, item: OutboxItem): Promise<OutboxItem> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Idempotency-Key': item.idempotencyKey }
  if (item.request.json !== undefined) headers['Content-Type'] = 'application/json'
  const now = Date.now()
  let res: Response
  try {
    res = await fetch(`${apiRoot}/${item.request.path}`, { method: 'POST', headers, body: toBody(item.request) })
  } catch {
    return { ...item, state: 'waiting', attempts: item.attempts + 1, nextAttemptAt: now + backoff(item.attempts) }
  }
  const body = (await res.json().catch(() => ({}))) as { points?: number; totalPoints?: number; code?: string; error?: string }
  if (res.ok) return { ...item, state: 'credited', settledAt: now, result: { points: body.points, totalPoints: body.totalPoints } }
  if (needsSignIn(res.status)) return { ...item, state: 'waiting' }
  if (isRetryable(res.status)) {
    const retryAfter = Number(res.headers.get('Retry-After')) || undefined
    return { ...item, state: 'waiting', attempts: item.attempts + 1, nextAttemptAt: now + backoff(item.attempts, retryAfter) }
  }
  return { ...item, state: 'refused', settledAt: now, result: { code: body.code, message: body.error } }
}

/**
 * Sends every waiting submission of the signed-in member that is due, one at a time, each with
 * the Idempotency-Key it was given when queued, so a replay of one already applied only gets the
 * first answer back. An item leaves the waiting list only on a 2xx (credited) or a final 4xx
 * (refused, with the reason). The page and the service worker both call this; a lock lets one
 * run at a time, and every change is announced so each side's view stays current.
 */
export async function replayOutbox(apiRoot: string): Promise<void> {
  await navigator.locks.request(LOCK, { ifAvailable: true }, async (lock) => {
    if (!lock) return
    const session = await readSession()
    if (!session) return
    const due = (await allItems()).filter(
      (i) => (i.state === 'waiting' || i.state === 'sending') && i.memberId === session.memberId && i.nextAttemptAt <= Date.now(),
    )
    for (const item of due) {
      const sending = await changeItem(item.id, (i) => ({ ...i, state: 'sending' }))
      if (!sending) continue
      announce(sending)
      const outcome = await send(apiRoot, session.token, sending)
      const saved = await changeItem(item.id, () => outcome)
      if (saved) announce(saved)
    }
  })
}
