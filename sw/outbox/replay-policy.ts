import type { OutboxItem, OutboxSession } from './outbox-store.ts'
import { isRetryableStatus } from '../../domain/retryable-status.ts'

/** What to do with a queued submission after one attempt to send it. */
export type ReplayVerdict = 'credited' | 'refused' | 'retry' | 'awaitSignIn' | 'signedOut'

const FIRST_RETRY_MS = 5_000
const LONGEST_RETRY_MS = 10 * 60_000

/**
 * A 2xx is done; a 4xx about the submission itself is final (refused, with its reason); the
 * network, the server, a timeout or a rate limit are worth trying again later. A session the API
 * no longer knows (401) is over, and one it does not let send this (403) will not later either:
 * both wait for another sign-in. `undefined` is no answer at all.
 */
export function verdictFor(status: number | undefined): ReplayVerdict {
  if (status === undefined || isRetryableStatus(status)) return 'retry'
  if (status >= 200 && status < 300) return 'credited'
  if (status === 401) return 'signedOut'
  if (status === 403) return 'awaitSignIn'
  return 'refused'
}

/** Milliseconds before the next try: doubling from 5 s to at most 10 minutes, or as the API asks. */
export function retryDelay(attempts: number, retryAfterSeconds?: number): number {
  return Math.max(retryAfterSeconds ? retryAfterSeconds * 1000 : 0, Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempts))
}

/** A session the outbox may send with: there is one, and the API has not refused it. */
export function canSend(session: OutboxSession | undefined): session is OutboxSession {
  return session !== undefined && !session.refused
}

/** Unsettled, the session's member's own, and not refused by this very session. */
function waitsFor(item: OutboxItem, session: OutboxSession): boolean {
  return (item.state === 'waiting' || item.state === 'sending') && item.memberId === session.memberId && item.parkedIn !== session.id
}

/** Whether a replay with this session sends the item now. */
export function isDue(item: OutboxItem, session: OutboxSession, now: number): boolean {
  return waitsFor(item, session) && item.nextAttemptAt <= now
}

/**
 * When the page should replay next (ms since epoch): the earliest retry among the signed-in
 * member's waiting items. None while offline (coming back online replays), signed out or with a
 * refused session, and none for items the session cannot send (a new sign-in replays) or another
 * member's.
 */
export function nextReplayAt(items: readonly OutboxItem[], session: OutboxSession | undefined, online: boolean): number | undefined {
  if (!online || !canSend(session)) return undefined
  const times = items.filter((i) => i.state === 'waiting' && waitsFor(i, session)).map((i) => i.nextAttemptAt)
  return times.length > 0 ? Math.min(...times) : undefined
}
