import type { Milestone } from '../../domain/points.ts'
import { allItems, changeItem, refuseSession, type OutboxItem, type OutboxRequest, type OutboxSession, readSession } from './outbox-store.ts'
import { canSend, isDue, type ReplayVerdict, retryDelay, verdictFor } from './replay-policy.ts'

/** Page and service worker hear each other's outbox changes on this channel. */
export const OUTBOX_CHANNEL = 'club-outbox'
export const OUTBOX_SYNC_TAG = 'club-outbox'
const LOCK = 'club-outbox-replay'

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

/** One attempt: the item as it stands after it, and the verdict that put it there. */
async function send(apiRoot: string, session: OutboxSession, item: OutboxItem): Promise<[OutboxItem, ReplayVerdict]> {
  const headers: Record<string, string> = { Authorization: `Bearer ${session.token}`, 'Idempotency-Key': item.idempotencyKey }
  if (item.request.json !== undefined) headers['Content-Type'] = 'application/json'
  const now = Date.now()
  const res = await fetch(`${apiRoot}/${item.request.path}`, { method: 'POST', headers, body: toBody(item.request) }).catch(() => undefined)
  const body = ((await res?.json().catch(() => undefined)) ?? {}) as Partial<{ points: number; totalPoints: number; milestone: Milestone | null; voucher: { code: string } | null; code: string; error: string }>
  const verdict = verdictFor(res?.status)
  switch (verdict) {
    case 'credited': {
      const result = { points: body.points, totalPoints: body.totalPoints, milestone: body.milestone ?? undefined, voucherCode: body.voucher?.code }
      return [{ ...item, state: 'credited', settledAt: now, result }, verdict]
    }
    case 'refused':
      return [{ ...item, state: 'refused', settledAt: now, result: { code: body.code, message: body.error } }, verdict]
    case 'awaitSignIn':
    case 'signedOut':
      return [{ ...item, state: 'waiting', parkedIn: session.id }, verdict]
    case 'retry': {
      const retryAfter = Number(res?.headers.get('Retry-After')) || undefined
      return [{ ...item, state: 'waiting', attempts: item.attempts + 1, nextAttemptAt: now + retryDelay(item.attempts, retryAfter) }, verdict]
    }
  }
}

/**
 * Sends every waiting submission of the signed-in member that is due, one at a time, each with
 * the Idempotency-Key it was given when queued, so a replay of one already applied only gets the
 * first answer back. An item leaves the waiting list only on a 2xx (credited) or a final 4xx
 * (refused, with the reason); one the session may not send waits for the next session, and a
 * session the API no longer knows is marked refused, so nothing is sent with it again. The page and
 * the service worker both call this; a lock lets one run at a time, and every change is announced
 * so each side's view stays current.
 */
export async function replayOutbox(apiRoot: string): Promise<void> {
  await navigator.locks.request(LOCK, { ifAvailable: true }, async (lock) => {
    if (!lock) return
    const session = await readSession()
    if (!canSend(session)) return
    const now = Date.now()
    const due = (await allItems()).filter((i) => isDue(i, session, now))
    for (const item of due) {
      const sending = await changeItem(item.id, (i) => ({ ...i, state: 'sending' }))
      if (!sending) continue
      announce(sending)
      const [outcome, verdict] = await send(apiRoot, session, sending)
      const saved = await changeItem(item.id, () => outcome)
      const signedOut = verdict === 'signedOut'
      // Marked before the item is announced, so a page hearing of it finds the session refused.
      if (signedOut) await refuseSession(session.id)
      if (saved) announce(saved)
      if (signedOut) return
    }
  })
}
