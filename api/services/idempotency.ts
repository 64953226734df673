import { createHash } from 'node:crypto'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Database } from '../db/connection.ts'
import { ApiError } from '../http/api-error.ts'
import { inTransaction } from '../db/transaction.ts'

export interface IdempotentScope {
  memberId: number
  /** Which operation the key belongs to, e.g. `scancode`. */
  route: string
  /** The client's `Idempotency-Key`; without one the work simply runs. */
  key: string | undefined
  /** A digest of the request, so one key cannot be reused for a different request. */
  requestHash: string
  at: Date
}

export interface IdempotentAnswer<T> {
  status: ContentfulStatusCode
  body: T
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/

export function hashRequest(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex')
}

/**
 * Runs a submission at most once per key: the work and the record of its answer commit in one
 * transaction, so a replay (the offline queue retrying, a double tap, a request racing its own
 * retry) gets the first answer back and causes nothing. Failures are not recorded: a failed
 * request changed nothing, so trying it again is safe.
 */
export async function runOnce<T>(db: Database, scope: IdempotentScope, work: (trx: Database) => Promise<IdempotentAnswer<T>>): Promise<IdempotentAnswer<T>> {
  const { key } = scope
  if (key === undefined) return inTransaction(db, work)
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiError(400, 'idempotencyKeyInvalid')
  return inTransaction(db, async (trx) => {
    const earlier = await trx
      .selectFrom('idempotencyKeys')
      .select(['requestHash', 'status', 'response'])
      .where('memberId', '=', scope.memberId)
      .where('route', '=', scope.route)
      .where('key', '=', key)
      .executeTakeFirst()
    if (earlier) {
      if (earlier.requestHash !== scope.requestHash) throw new ApiError(422, 'idempotencyKeyReused')
      return { status: earlier.status as ContentfulStatusCode, body: JSON.parse(earlier.response) as T }
    }
    const answer = await work(trx)
    await trx
      .insertInto('idempotencyKeys')
      .values({
        memberId: scope.memberId,
        route: scope.route,
        key,
        requestHash: scope.requestHash,
        status: answer.status,
        response: JSON.stringify(answer.body),
        createdAt: scope.at.toISOString(),
      })
      .execute()
    return answer
  })
}

/**
 * How long a key's answer is kept: far longer than any offline queue holds a submission (the web
 * app retries within days), so a replay always finds it; older keys are purged hourly.
 */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 30

/** Deletes the keys older than the retention period and answers how many; running it twice is harmless. */
export async function purgeIdempotencyKeys(db: Database, at: Date): Promise<number> {
  const cutoff = new Date(at.getTime() - IDEMPOTENCY_KEY_RETENTION_DAYS * 86_400_000).toISOString()
  const result = await db.deleteFrom('idempotencyKeys').where('createdAt', '<', cutoff).executeTakeFirst()
  return Number(result.numDeletedRows)
}
