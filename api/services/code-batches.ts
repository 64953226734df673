import { randomBytes } from 'node:crypto'
import { appendFile } from 'node:fs/promises'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { CODE_ALPHABET, newUniqueCode, UNIQUE_CODE_LENGTH } from '../../domain/unique-code.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/connection.ts'
import type { Logger } from '../logger.ts'
import type { FileStore } from './file-store.ts'

/** Rows per insert: large enough to be fast, under SQLite's 32,766 bound parameters (two a row). */
export const CODES_PER_CHUNK = 10_000

export interface BatchDeps {
  db: Database
  files: FileStore
  clock: Clock
  logger: Logger
}

export const batchFileName = (batchId: number) => `code-batch-${batchId}.csv`

/** Random bytes drawn from one large buffer per chunk: one call to the system instead of one a code. */
function pooledRandomBytes(size: number): (n: number) => Uint8Array {
  const pool = randomBytes(size)
  let used = 0
  return (n) => {
    if (used + n > pool.length) throw new Error('random pool exhausted')
    used += n
    return pool.subarray(used - n, used)
  }
}

/**
 * `count` distinct new codes in key order, made a chunk at a time with the event loop given back in
 * between. They are kept in 32 buckets by first symbol, each sorted only when its turn comes, so
 * no single sort of a million strings holds up the API.
 */
async function* drawSortedCodes(count: number): AsyncGenerator<string[]> {
  const buckets = Array.from(CODE_ALPHABET, () => [] as string[])
  for (let made = 0; made < count; ) {
    const wanted = Math.min(CODES_PER_CHUNK, count - made)
    const random = pooledRandomBytes(wanted * (UNIQUE_CODE_LENGTH - 1))
    for (let i = 0; i < wanted; i++) {
      const code = newUniqueCode(random)
      buckets[CODE_ALPHABET.indexOf(code[0]!)]!.push(code)
    }
    made += wanted
    await yieldToEventLoop()
  }
  for (const [i, bucket] of buckets.entries()) {
    // A code drawn twice (about one in a million batches) sorts next to itself and is dropped;
    // the caller draws again for whatever falls short.
    const sorted = bucket.sort().filter((code, j, all) => code !== all[j - 1])
    buckets[i] = []
    for (let start = 0; start < sorted.length; start += CODES_PER_CHUNK) yield sorted.slice(start, start + CODES_PER_CHUNK)
  }
}

/**
 * Generates a batch's codes in the background. The codes still needed are drawn first and sorted,
 * then inserted a chunk at a time in that order: random codes inserted in random order would
 * touch nearly every page of the code index in every chunk, while sorted chunks each touch one
 * stretch of it. Each chunk is a short write transaction that also saves the progress, and the
 * event loop is given back between chunks so the API keeps answering. A code that collides with
 * an existing one is skipped and made up for in another round. Each chunk's codes are appended to
 * the batch's CSV after they commit: a crash can leave a few valid codes out of the file (never
 * put an invalid one in), and a batch left `generating` by a restart carries on where it stopped.
 */
export async function generateBatch({ db, files, clock, logger }: BatchDeps, batchId: number): Promise<void> {
  const fileName = batchFileName(batchId)
  const csv = files.path('private', fileName)
  try {
    const batch = await db.selectFrom('codeBatches').select(['quantity', 'generated']).where('id', '=', batchId).executeTakeFirstOrThrow()
    if (batch.generated === 0) await appendFile(csv, 'code\n', { flag: 'w' })
    let generated = batch.generated
    while (generated < batch.quantity) {
      for await (const codes of drawSortedCodes(batch.quantity - generated)) {
        const inserted = await db.transaction().execute(async (trx) => {
          const result = await trx.insertInto('uniqueCodes').values(codes.map((code) => ({ code, batchId }))).onConflict((oc) => oc.doNothing()).executeTakeFirst()
          const count = Number(result.numInsertedOrUpdatedRows ?? 0)
          await trx.updateTable('codeBatches').set((eb) => ({ generated: eb('generated', '+', count) })).where('id', '=', batchId).execute()
          if (count === codes.length) return codes
          // A code that already existed in another batch: keep only the ones that are this batch's.
          return (await trx.selectFrom('uniqueCodes').select('code').where('code', 'in', codes).where('batchId', '=', batchId).execute()).map((r) => r.code)
        })
        generated += inserted.length
        await appendFile(csv, `${inserted.join('\n')}\n`)
        await yieldToEventLoop()
      }
    }
    await db.updateTable('codeBatches').set({ status: 'done', fileName, updatedAt: clock.now().toISOString() }).where('id', '=', batchId).execute()
    logger.info('code_batch_done', { batchId, quantity: batch.quantity })
  } catch (error) {
    logger.error('code_batch_failed', { batchId, error: (error as Error).message })
    await db.updateTable('codeBatches').set({ status: 'failed', updatedAt: clock.now().toISOString() }).where('id', '=', batchId).execute()
  }
}

/** Picks up batches a restart interrupted. */
export async function resumeBatches(deps: BatchDeps): Promise<void> {
  const unfinished = await deps.db.selectFrom('codeBatches').select('id').where('status', '=', 'generating').execute()
  for (const { id } of unfinished) void generateBatch(deps, id)
}
