import { setTimeout as sleep } from 'node:timers/promises'
import type { Transaction } from 'kysely'
import { type Database, engineOf } from './connection.ts'
import type { DB } from './schema.ts'

export type Work<T> = (trx: Transaction<DB>) => Promise<T>

/**
 * Runs `work` as one write transaction, the only way the club writes more than one row at once.
 * `work` must touch nothing but the database (it may run more than once) and be kept short.
 *
 * SQLite runs one transaction at a time, so a read followed by a write inside `work` can never be
 * overtaken. PostgreSQL runs them side by side; at SERIALIZABLE it aborts whichever would break
 * that illusion, and it is run again here, so every rule written as "read, check, write" holds
 * across processes as it does in one.
 */
export function inTransaction<T>(db: Database, work: Work<T>): Promise<T> {
  return engineOf(db) === 'sqlite' ? sqliteGroupOf(db).run(work) : inSerializableTransaction(db, work)
}

/**
 * A PostgreSQL transaction that keeps losing races to others on the same rows (a sample's stock
 * in a rush, say) gives up after this long, and the request is told to try again later.
 */
export const CONTENTION_BUDGET_MS = 3_000
/** The longest wait between two attempts. */
const MAX_BACKOFF_MS = 100
// serialization_failure and deadlock_detected: the transaction changed nothing and may run again.
const RETRYABLE = new Set(['40001', '40P01'])
const isRetryable = (error: unknown) => RETRYABLE.has((error as { code?: string })?.code ?? '')

/** Too many transactions raced for the same rows for this one to get through in time (answered 503). */
export class TransactionContention extends Error {
  constructor(cause: unknown) {
    super('the transaction kept conflicting with others', { cause })
  }
}

async function inSerializableTransaction<T>(db: Database, work: Work<T>): Promise<T> {
  const started = performance.now()
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(work)
    } catch (error) {
      if (!isRetryable(error)) throw error
      if (performance.now() - started > CONTENTION_BUDGET_MS) throw new TransactionContention(error)
      // A random wait, growing with each attempt, spreads the racers out so they do not collide again at once.
      await sleep(Math.random() * Math.min(MAX_BACKOFF_MS, 2 ** attempt))
    }
  }
}

/** Most works one SQLite commit carries, so that no answer waits behind an endless group. */
const MAX_GROUP = 256

interface Pending {
  work: Work<unknown>
  resolve(value: unknown): void
  reject(error: unknown): void
}

/**
 * Group commit for SQLite. The works submitted while the event loop handles one round of I/O run
 * one after another inside one transaction, each in a savepoint of its own, and are committed
 * together: the same serial order, and so the same answers, as one transaction each, but one
 * fsync for the group instead of one per work (what makes `synchronous=FULL` affordable). A work
 * that fails is rolled back to its savepoint and fails alone; no work is answered before the
 * commit that makes it durable, and if that commit fails, every work in the group fails.
 */
class SqliteWriteGroup {
  readonly #db: Database
  #queue: Pending[] = []
  #scheduled = false

  constructor(db: Database) {
    this.#db = db
  }

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work: work as Work<unknown>, resolve: resolve as (value: unknown) => void, reject })
      if (this.#scheduled) return
      this.#scheduled = true
      // After this round of I/O, so that every request that reached here in it joins the group.
      setImmediate(() => void this.#drain())
    })
  }

  async #drain(): Promise<void> {
    while (this.#queue.length) {
      const group = this.#queue.splice(0, MAX_GROUP)
      await this.#commit(group)
    }
    this.#scheduled = false
  }

  async #commit(group: Pending[]): Promise<void> {
    const settled: (() => void)[] = []
    try {
      const trx = await this.#db.startTransaction().execute()
      try {
        for (const pending of group) {
          // One name serves every work: each savepoint is released before the next is made.
          const savepoint = 'work'
          const inSavepoint = await trx.savepoint(savepoint).execute()
          try {
            const value = await pending.work(inSavepoint)
            await inSavepoint.releaseSavepoint(savepoint).execute()
            settled.push(() => pending.resolve(value))
          } catch (error) {
            await inSavepoint.rollbackToSavepoint(savepoint).execute()
            await inSavepoint.releaseSavepoint(savepoint).execute()
            settled.push(() => pending.reject(error))
          }
        }
        await trx.commit().execute()
      } catch (error) {
        await trx.rollback().execute().catch(() => undefined)
        throw error
      }
    } catch (error) {
      for (const pending of group) pending.reject(error)
      return
    }
    for (const settle of settled) settle()
  }
}

// One group per database handle: the queue of works waiting for the next commit.
const groups = new WeakMap<Database, SqliteWriteGroup>()
function sqliteGroupOf(db: Database): SqliteWriteGroup {
  let group = groups.get(db)
  if (!group) groups.set(db, (group = new SqliteWriteGroup(db)))
  return group
}
