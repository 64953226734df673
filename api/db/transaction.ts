import { setTimeout as sleep } from 'node:timers/promises'
import type { Transaction } from 'kysely'
import { type Database, engineOf } from './connection.ts'
import type { DB } from './schema.ts'

/** How often a PostgreSQL transaction that lost a race is run again before the request fails. */
const MAX_ATTEMPTS = 12

// serialization_failure and deadlock_detected: the transaction changed nothing and may run again.
const RETRYABLE = new Set(['40001', '40P01'])
const isRetryable = (error: unknown) => RETRYABLE.has((error as { code?: string })?.code ?? '')

/**
 * Runs `work` as one write transaction, the only way the club writes more than one row at once.
 *
 * SQLite runs one transaction at a time, so a read followed by a write inside `work` can never
 * be overtaken. PostgreSQL runs them side by side; at SERIALIZABLE it aborts whichever would
 * break that illusion, and it is run again here, so every rule written as "read, check, write"
 * holds across processes as it does in one. `work` must therefore touch nothing but the database
 * (it may run more than once) and is kept short.
 */
export async function inTransaction<T>(db: Database, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (engineOf(db) === 'sqlite') return db.transaction().execute(work)
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(work)
    } catch (error) {
      if (!isRetryable(error) || attempt === MAX_ATTEMPTS) throw error
      // A short random wait spreads the racers out so they do not collide again at once.
      await sleep(Math.random() * 2 ** Math.min(attempt, 6))
    }
  }
}
