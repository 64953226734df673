import type { Milestone } from '../../domain/points.ts'
import { allItems, changeItem, type OutboxItem, type OutboxRequest, readSession } from './outbox-store.ts'
import { retryDelay, verdictFor } from './replay-policy.ts'

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

async function send(apiRoot: string, token: string, item: OutboxItem): Promise<OutboxItem> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Idempotency-Key': item.idempotencyKey }
  if (item.request.json !== undefined) headers['Content-Type'] = 'application/json'
  const now = Date.now()
  const res = await fetch(`${apiRoot}/${item.request.path}`, { method: 'POST', headers, body: toBody(item.request) }).catch(() => undefined)
  const body = ((await res?.json().catch(() => undefined)) ?? {}) as Partial<{ points: number; totalPoints: number; milestone: Milestone | null; voucher: { code: string } | null; code: string; error: string }>
  switch (verdictFor(res?.status)) {
    case 'credited':
      return {
        ...item,
        state: 'credited',
        settledAt: now,
        result: { points: body.points, totalPoints: body.totalPoints, milestone: body.milestone ?? undefined, voucherCode: body.voucher?.code },
      }
    case 'refused':
      return { ...item, state: 'refused', settledAt: now, result: { code: body.code, message: body.error } }
    case 'awaitSignIn':
      return { ...item, state: 'waiting' }
    case 'retry': {
      const retryAfter = Number(res?.headers.get('Retry-After')) || undefined
      return { ...item, state: 'waiting', attempts: item.attempts + 1, nextAttemptAt: now + retryDelay(item.attempts, retryAfter) }
    }
  }
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
