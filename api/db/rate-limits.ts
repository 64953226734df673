import { type Database, engineOf } from './connection.ts'
import { preparedQuery } from './prepared-query.ts'
import { inTransaction } from './transaction.ts'

export interface RateWindow {
  /** Requests counted in the window, this one included. */
  count: number
  windowEndsAt: number
}

// Every rate-limited request runs it.
const countInWindow = preparedQuery((db, v: { key: string; now: number; windowEndsAt: number }) =>
  db
    .insertInto('rateLimits')
    .values({ key: v.key, count: 1, windowEndsAt: v.windowEndsAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const ended = eb('rateLimits.windowEndsAt', '<=', v.now)
        return {
          count: eb.case().when(ended).then(1).else(eb('rateLimits.count', '+', 1)).end(),
          windowEndsAt: eb.case().when(ended).then(eb.ref('excluded.windowEndsAt')).else(eb.ref('rateLimits.windowEndsAt')).end(),
        }
      }),
    )
    .returning(['count', 'windowEndsAt']),
)

/**
 * Counts one request against a key's fixed window in one statement: a window that has ended
 * starts again at 1. The upsert is atomic on both engines, so instances sharing the database
 * count together and two requests never read the same count.
 */
export async function countRequest(db: Database, key: string, now: number, windowMs: number): Promise<RateWindow> {
  const count = async (q: Database) => (await countInWindow.first(q, { key, now, windowEndsAt: now + windowMs }))!
  // One statement is atomic on its own; on SQLite it joins the group commit rather than paying
  // an fsync of its own.
  return engineOf(db) === 'sqlite' ? inTransaction(db, count) : count(db)
}

/** Deletes the windows that have ended, answering how many. */
export async function purgeRateLimits(db: Database, at: Date): Promise<number> {
  const result = await db.deleteFrom('rateLimits').where('windowEndsAt', '<=', at.getTime()).executeTakeFirst()
  return Number(result.numDeletedRows)
}
