import { isRetryableStatus } from '../../domain/retryable-status.ts'

/** What to do with a queued submission after one attempt to send it. */
export type ReplayVerdict = 'credited' | 'refused' | 'retry' | 'awaitSignIn'

const FIRST_RETRY_MS = 5_000
const LONGEST_RETRY_MS = 10 * 60_000

/**
 * A 2xx is done; a 4xx about the submission itself is final (refused, with its reason); the
 * network, the server, a timeout or a rate limit are worth trying again later; a session the API
 * no longer accepts waits until the member signs in again. `undefined` is no answer at all.
 */
export function verdictFor(status: number | undefined): ReplayVerdict {
  if (status === undefined || isRetryableStatus(status)) return 'retry'
  if (status >= 200 && status < 300) return 'credited'
  if (status === 401 || status === 403) return 'awaitSignIn'
  return 'refused'
}

/** Milliseconds before the next try: doubling from 5 s to at most 10 minutes, or as the API asks. */
export function retryDelay(attempts: number, retryAfterSeconds?: number): number {
  return Math.max(retryAfterSeconds ? retryAfterSeconds * 1000 : 0, Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempts))
}
