import { randomBytes } from 'node:crypto'
import { open, rm } from 'node:fs/promises'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import type { BatchFailureReason } from '../../domain/code-batches.ts'
import { CODE_ALPHABET, newUniqueCode, UNIQUE_CODE_LENGTH } from '../../domain/unique-code.ts'
import type { Clock } from '../clock.ts'
import { type Database, engineOf } from '../db/connection.ts'
import type { Logger } from '../logger.ts'
import type { FileStore } from './file-store.ts'
import { inTransaction } from '../db/transaction.ts'

/** Rows per insert: large enough to be fast, under SQLite's 32,766 bound parameters (two a row). */
export const CODES_PER_CHUNK = 10_000

export interface BatchDeps {
  db: Database
  files: FileStore
  clock: Clock
  logger: Logger
}

/** One run's claim on a batch: the token it wrote into `claimed_by`, which every later write checks. */
interface Claim {
  batchId: number
  token: string
}

/**
 * How long a claim on a batch lasts unless renewed. Every chunk renews it, and a chunk takes well
 * under a second even on a busy machine, so only a dead instance lets its claim run out.
 */
export const BATCH_LEASE_MS = 20_000
/** How often an instance looks for batches whose instance died (scheduleBatchRecovery). */
const RECOVERY_EVERY_MS = 5_000

/** The batch was taken over by another run, as this one had stopped renewing its claim. */
class ClaimLost extends Error {}

/**
 * Each run writes a CSV of its own, named by its claim, and the batch names it only once done: a
 * run that lost its claim while stalled can never write into the file of the run that took over.
 */
export const batchFileName = ({ batchId, token }: Claim) => `code-batch-${batchId}-${token}.csv`

const PAYLOAD_LENGTH = UNIQUE_CODE_LENGTH - 1
const SYMBOLS = CODE_ALPHABET.length
/** Payloads per first symbol: the first symbol of a payload is its value divided by this. */
const PER_FIRST_SYMBOL = SYMBOLS ** (PAYLOAD_LENGTH - 1)

/**
 * A code's nine random symbols as one number (45 bits, exact in a double): 8 bytes held instead
 * of a string, and numbers sort in the codes' own order, as the alphabet is in ASCII order.
 */
function payloadOf(random: Uint8Array): number {
  let value = 0
  for (const byte of random) value = value * SYMBOLS + (byte % SYMBOLS)
  return value
}

/** The code of a payload, made by the one code maker (domain/unique-code.ts) from its symbols. */
function codeOf(payload: number): string {
  const symbols = new Uint8Array(PAYLOAD_LENGTH)
  for (let i = PAYLOAD_LENGTH - 1, rest = payload; i >= 0; i--, rest = Math.floor(rest / SYMBOLS)) symbols[i] = rest % SYMBOLS
  return newUniqueCode(() => symbols)
}

/**
 * `count` distinct new codes in key order, made a chunk at a time with the event loop given back in
 * between. They are held as numbers in 32 buckets by first symbol, each sorted only when its turn
 * comes, so no single sort of a million holds up the API, and only a chunk at a time becomes text.
 */
async function* drawSortedCodes(count: number): AsyncGenerator<string[]> {
  const buckets = Array.from(CODE_ALPHABET, () => [] as number[])
  for (let made = 0; made < count; ) {
    const wanted = Math.min(CODES_PER_CHUNK, count - made)
    // One call to the system a chunk, not one a code.
    const random = randomBytes(wanted * PAYLOAD_LENGTH)
    for (let i = 0; i < wanted; i++) {
      const payload = payloadOf(random.subarray(i * PAYLOAD_LENGTH, (i + 1) * PAYLOAD_LENGTH))
      buckets[Math.floor(payload / PER_FIRST_SYMBOL)]!.push(payload)
    }
    made += wanted
    await yieldToEventLoop()
  }
  for (const [i, bucket] of buckets.entries()) {
    // A code drawn twice (about one in a million batches) sorts next to itself and is dropped;
    // the caller draws again for whatever falls short.
    const sorted = bucket.sort((a, b) => a - b).filter((payload, j, all) => payload !== all[j - 1])
    buckets[i] = []
    for (let start = 0; start < sorted.length; start += CODES_PER_CHUNK) yield sorted.slice(start, start + CODES_PER_CHUNK).map(codeOf)
  }
}

/** Why a batch failed: writing its CSV (disk full, no access) or making its codes. */
class BatchFailure extends Error {
  constructor(
    readonly reason: BatchFailureReason,
    cause: unknown,
  ) {
    super((cause as Error)?.message ?? String(cause), { cause })
  }
}

/** A failure of the disk under the CSV is the `csv` reason. */
const onDisk = <T>(work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => {
    throw new BatchFailure('csv', error)
  })

/**
 * Inserts one sorted chunk and adds to the batch's progress in one short transaction; answers the
 * codes it inserted. A code that exists already (in another batch, or in this one from before a
 * restart) is skipped: only inserted rows come back, so it is neither counted nor written twice.
 */
function insertChunk({ db, clock }: BatchDeps, { batchId, token }: Claim, codes: string[]): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    const inserted = await trx.insertInto('uniqueCodes').values(codes.map((code) => ({ code, batchId }))).onConflict((oc) => oc.doNothing()).returning('code').execute()
    const renewed = await trx
      .updateTable('codeBatches')
      .set((eb) => ({ generated: eb('generated', '+', inserted.length), leaseEndsAt: clock.now().getTime() + BATCH_LEASE_MS }))
      .where('id', '=', batchId)
      .where('claimedBy', '=', token)
      .executeTakeFirst()
    if (Number(renewed.numUpdatedRows) !== 1) throw new ClaimLost()
    return inserted.map((r) => r.code)
  })
}

/** Renews a run's claim on a batch, or stops the run when another took the batch over. */
async function renewClaim({ db, clock }: BatchDeps, { batchId, token }: Claim): Promise<void> {
  const renewed = await db.updateTable('codeBatches').set({ leaseEndsAt: clock.now().getTime() + BATCH_LEASE_MS }).where('id', '=', batchId).where('claimedBy', '=', token).executeTakeFirst()
  if (Number(renewed.numUpdatedRows) !== 1) throw new ClaimLost()
}

/**
 * Claims a batch still generating for a new run: when no one holds it, its holder's claim ran out,
 * or `takeOver` (SQLite: the data directory is this process's alone, so after a restart no one
 * else can be generating). The update takes it only from the holder it saw, so of two instances
 * recovering it at once one wins. The run it takes over from leaves a partial CSV, removed here.
 * Answers the claim, if it took one.
 */
async function claimBatch({ db, files, clock }: BatchDeps, batchId: number, takeOver: boolean): Promise<Claim | undefined> {
  const now = clock.now().getTime()
  const held = await db.selectFrom('codeBatches').select(['status', 'claimedBy', 'leaseEndsAt']).where('id', '=', batchId).executeTakeFirst()
  if (held?.status !== 'generating') return undefined
  if (!takeOver && held.claimedBy !== null && (held.leaseEndsAt ?? 0) > now) return undefined
  const token = randomBytes(8).toString('hex')
  const claimed = await db
    .updateTable('codeBatches')
    .set({ claimedBy: token, leaseEndsAt: now + BATCH_LEASE_MS })
    .where('id', '=', batchId)
    .where('status', '=', 'generating')
    .where('claimedBy', held.claimedBy === null ? 'is' : '=', held.claimedBy)
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return undefined
  if (held.claimedBy !== null) await rm(files.path('private', batchFileName({ batchId, token: held.claimedBy })), { force: true })
  return { batchId, token }
}



/**
 * Writes the CSV from the codes table: a page at a time in key order, each page starting after the
 * last code of the one before, so the whole is one pass over the table however large it is and
 * the API is answered between pages.
 */
async function writeCsvFromCodes(deps: BatchDeps, claim: Claim, write: (codes: string[]) => Promise<void>): Promise<void> {
  const { batchId } = claim
  for (let after = ''; ; ) {
    const page = await deps.db.selectFrom('uniqueCodes').select('code').where('batchId', '=', batchId).where('code', '>', after).orderBy('code').limit(CODES_PER_CHUNK).execute()
    if (page.length === 0) return
    await write(page.map((r) => r.code))
    after = page.at(-1)!.code
    await renewClaim(deps, claim)
    await yieldToEventLoop()
  }
}

/**
 * Generates a batch's codes in the background; the batch row holds its progress (`generated`), so
 * a run that a restart stopped carries on where it was. The codes still needed are drawn first
 * and sorted, then inserted a chunk at a time in that order: random codes inserted in random
 * order would touch nearly every page of the code index in every chunk, while sorted chunks each
 * touch one stretch of it. Each chunk is a short write transaction that also saves the progress,
 * and the event loop is given back between chunks so the API keeps answering. A code that
 * collides with an existing one is skipped and made up for in another round.
 *
 * The CSV is always exactly the batch's codes. A run that makes them all writes each chunk to the
 * file once it has committed. A run that carries on after a restart cannot know which committed
 * codes reached the file before the crash, so it writes the file again from the codes table. The
 * batch reads `done` only once the file holds as many codes as the batch. Any failure marks the
 * batch `failed` with its reason and takes its codes out of use; this never rejects, so a failing
 * batch cannot stop the server.
 */
export async function generateBatch(deps: BatchDeps, batchId: number, options: { takeOver?: boolean } = {}): Promise<void> {
  let claim: Claim | undefined
  try {
    claim = await claimBatch(deps, batchId, options.takeOver ?? false)
    if (claim) await makeBatch(deps, claim)
  } catch (error) {
    // The run that took the batch over carries it on from the database; this one just stops.
    if (error instanceof ClaimLost) deps.logger.info('code_batch_taken_over', { batchId })
    else if (claim) await markFailed(deps, claim, error)
    else deps.logger.error('code_batch_claim_failed', { batchId, error: (error as Error)?.message ?? String(error) })
    // This run's file is no batch's: the batch failed, or names the file of the run that took it over.
    if (claim) await rm(deps.files.path('private', batchFileName(claim)), { force: true }).catch(() => undefined)
  }
}

async function makeBatch(deps: BatchDeps, claim: Claim): Promise<void> {
  const { db, files, clock, logger } = deps
  const { batchId } = claim
  const batch = await db.selectFrom('codeBatches').select(['quantity', 'generated', 'status']).where('id', '=', batchId).executeTakeFirstOrThrow()
  if (batch.status !== 'generating') return
  const fileName = batchFileName(claim)
  const fresh = batch.generated === 0
  const file = await onDisk(open(files.path('private', fileName), 'w'))
  let written = 0
  // writeFile carries on from where the last write ended, and loops until all of it is written.
  const write = async (codes: string[]) => {
    await onDisk(file.writeFile(`${codes.join('\n')}\n`))
    written += codes.length
  }
  try {
    await onDisk(file.writeFile('code\n'))
    for (let generated = batch.generated; generated < batch.quantity; ) {
      for await (const codes of drawSortedCodes(batch.quantity - generated)) {
        const inserted = await insertChunk(deps, claim, codes)
        generated += inserted.length
        if (fresh) await write(inserted)
        await yieldToEventLoop()
      }
    }
    if (!fresh) await writeCsvFromCodes(deps, claim, write)
    await onDisk(file.sync())
  } finally {
    await file.close().catch(() => undefined)
  }
  if (written !== batch.quantity) throw new Error(`the CSV holds ${written} codes of ${batch.quantity}`)
  const finished = await db
    .updateTable('codeBatches')
    .set({ status: 'done', fileName, claimedBy: null, leaseEndsAt: null, updatedAt: clock.now().toISOString() })
    .where('id', '=', batchId)
    .where('claimedBy', '=', claim.token)
    .executeTakeFirst()
  if (Number(finished.numUpdatedRows) !== 1) throw new ClaimLost()
  logger.info('code_batch_done', { batchId, quantity: batch.quantity, resumed: !fresh })
}

/**
 * Marks a batch failed with its reason and turns it off: no one has its codes, as there is no CSV.
 * Should even that fail (the database is gone), the batch stays `generating` and the next start
 * carries it on.
 */
async function markFailed({ db, clock, logger }: BatchDeps, { batchId, token }: Claim, error: unknown): Promise<void> {
  const reason: BatchFailureReason = error instanceof BatchFailure ? error.reason : 'codes'
  logger.error('code_batch_failed', { batchId, reason, error: (error as Error)?.message ?? String(error) })
  try {
    await db
      .updateTable('codeBatches')
      .set({ status: 'failed', failureReason: reason, active: 0, claimedBy: null, leaseEndsAt: null, updatedAt: clock.now().toISOString() })
      .where('id', '=', batchId)
      .where('status', '=', 'generating')
      .where('claimedBy', '=', token)
      .execute()
  } catch (markError) {
    logger.error('code_batch_failure_unrecorded', { batchId, error: (markError as Error)?.message ?? String(markError) })
  }
}

/**
 * Carries on, each in the background, the batches whose instance stopped: at start (on SQLite
 * every unfinished batch, as this process is the only one), then every few seconds those whose
 * claim ran out because their instance died. Answers a function that stops looking.
 */
export function scheduleBatchRecovery(deps: BatchDeps): () => void {
  const recover = async (takeOver: boolean) => {
    const now = deps.clock.now().getTime()
    const orphaned = await deps.db
      .selectFrom('codeBatches')
      .select('id')
      .where('status', '=', 'generating')
      .$if(!takeOver, (q) => q.where((eb) => eb.or([eb('claimedBy', 'is', null), eb('leaseEndsAt', '<=', now)])))
      .execute()
    for (const { id } of orphaned) void generateBatch(deps, id, { takeOver })
  }
  const report = (error: unknown) => deps.logger.error('code_batch_recovery_failed', { error: (error as Error)?.message ?? String(error) })
  void recover(engineOf(deps.db) === 'sqlite').catch(report)
  const timer = setInterval(() => void recover(false).catch(report), RECOVERY_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
