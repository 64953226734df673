import { LISTED_ROWS, type MassCreditRow, type MassCreditTotals } from '../../domain/mass-credit.ts'
import type { PointSource } from '../../domain/points.ts'
import type { FormFile } from '../../domain/uploads.ts'
import type { Database } from '../db/connection.ts'
import { batchByFingerprint, batchByIdempotencyKey, insertBatch, massCreditBatch, membersByEmail, moveNextRows, recordReversedPoints } from '../db/mass-credit.ts'
import { inTransaction } from '../db/transaction.ts'
import type { SessionAdmin } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { recordAudit } from './audit.ts'
import { type ChunkedJob, type JobDeps, ROWS_PER_CHUNK, runJob, scheduleJobRecovery } from './chunked-jobs.ts'
import { appendManyToLedger, balancesOf } from './ledger.ts'
import { type MassCreditRequest, type ParsedRow, readMassCreditCsv } from './mass-credit-csv.ts'

/** Each row of a file with its member, and the totals: what the check shows and the upload writes. */
export interface MatchedFile {
  rows: MassCreditRow[]
  totals: MassCreditTotals
  fingerprint: string
}

/** Reads a file and finds each email's member; an email no member holds is rejected as `noMember`. */
export async function matchFile(db: Database, file: FormFile, request: MassCreditRequest): Promise<MatchedFile> {
  const { rows, fingerprint } = await readMassCreditCsv(file, request)
  const members = await membersByEmail(
    db,
    rows.filter((r) => !r.problem).map((r) => r.email),
  )
  const matched = rows.map((row: ParsedRow): MassCreditRow => {
    const userId = row.problem ? null : (members.get(row.email) ?? null)
    return { ...row, userId, problem: row.problem ?? (userId === null ? 'noMember' : null) }
  })
  const credited = matched.filter((r) => !r.problem)
  return {
    rows: matched,
    totals: { rows: matched.length, matched: credited.length, rejected: matched.length - credited.length, points: credited.reduce((sum, r) => sum + r.points, 0) },
    fingerprint,
  }
}

/** What the check answers: the first rows listed, the rejected ones among them all, and the totals. */
export function checkAnswer({ rows, totals }: MatchedFile) {
  return { data: rows.slice(0, LISTED_ROWS), problems: rows.filter((r) => r.problem).slice(0, LISTED_ROWS), totals }
}

export interface NewBatch {
  file: FormFile
  request: MassCreditRequest
  admin: SessionAdmin
  idempotencyKey: string | undefined
}

/**
 * Writes a batch and its rows in one transaction (pending, or rejected with their problem), audited,
 * and answers its id; the crediting follows in the background (`runBatch`). The same request and
 * file make no second batch: with the same Idempotency-Key the first batch is answered again (a
 * retry), otherwise it is refused. Looked up inside the transaction, so of two at once one writes.
 */
export async function createBatch(deps: JobDeps, { file, request, admin, idempotencyKey }: NewBatch): Promise<number> {
  const matched = await matchFile(deps.db, file, request)
  const at = deps.clock.now().toISOString()
  return inTransaction(deps.db, async (trx) => {
    if (idempotencyKey !== undefined) {
      const earlier = await batchByIdempotencyKey(trx, idempotencyKey)
      if (earlier && earlier.fingerprint !== matched.fingerprint) throw new ApiError(422, 'idempotencyKeyReused')
      if (earlier) return earlier.id
    }
    if (await batchByFingerprint(trx, matched.fingerprint)) throw new ApiError(409, 'massCreditFileUsed')
    const id = await insertBatch(
      trx,
      {
        type: request.type,
        title: request.title,
        points: request.points,
        fileName: file.name.slice(0, 200),
        fingerprint: matched.fingerprint,
        idempotencyKey: idempotencyKey ?? null,
        state: 'crediting',
        rowCount: matched.totals.rows,
        rejectedCount: matched.totals.rejected,
        adminId: admin.id,
        adminUsername: admin.username,
        createdAt: at,
        updatedAt: at,
      },
      matched.rows.map((r) => ({ line: r.line, email: r.email, memberId: r.userId, description: r.description, points: r.points, state: r.problem ? 'rejected' : 'pending', problem: r.problem })),
    )
    const { type, title, points } = request
    await recordAudit(trx, { admin, entity: 'massCredit', verb: 'credit', entityId: id, after: { type, title, campaignPoints: points, fileName: file.name, ...matched.totals }, at: new Date(at) })
    return id
  })
}

/**
 * Marks a credited batch for reversal, audited; the reversing follows in the background. Only a
 * `done` batch moves, so of two reversals at once one is refused.
 */
export async function startReversal(deps: JobDeps, id: number, admin: SessionAdmin): Promise<void> {
  const at = deps.clock.now().toISOString()
  await inTransaction(deps.db, async (trx) => {
    const batch = await massCreditBatch(trx, id)
    if (!batch) throw new ApiError(404, 'massCreditBatchNotFound')
    if (batch.state !== 'done') throw new ApiError(409, 'massCreditNotReversible')
    await trx.updateTable('massCreditBatches').set({ state: 'reversing', reversedBy: admin.username, reversedAt: at, updatedAt: at }).where('id', '=', id).where('state', '=', 'done').execute()
    await recordAudit(trx, { admin, entity: 'massCredit', verb: 'reverse', entityId: id, before: { state: 'done', creditedPoints: batch.creditedPoints }, after: { state: 'reversing' }, at: new Date(at) })
  })
}

const SOURCES: Record<'campaign' | 'refund', PointSource> = { campaign: 'massCredit', refund: 'massRefund' }
/** One ledger reference per batch row: the credit and its reversal each happen once. */
const referenceOf = (batchId: number, line: number) => `${batchId}:${line}`

/**
 * One chunk of a batch's work in one transaction: each row moves state (pending to credited, or
 * credited to reversed) together with its ledger row, and the batch counts them; when no row is
 * left the batch becomes done (or reversed). A row moves only from the state it was read in, so two
 * runs of the same batch (a recovery racing a run still alive) never credit a row twice.
 * A reversal takes back at most the member's balance, never taking it below zero (decision 123).
 * Answers whether there may be more to do.
 */
function workChunk({ db, clock }: JobDeps, batchId: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const at = clock.now()
    const batch = await trx.selectFrom('massCreditBatches').select(['state', 'type']).where('id', '=', batchId).executeTakeFirst()
    if (batch?.state !== 'crediting' && batch?.state !== 'reversing') return false
    const crediting = batch.state === 'crediting'
    const rows = await moveNextRows(trx, batchId, crediting ? 'pending' : 'credited', crediting ? 'credited' : 'reversed', ROWS_PER_CHUNK)
    if (rows.length === 0) {
      await trx
        .updateTable('massCreditBatches')
        .set(crediting ? { state: 'done', doneAt: at.toISOString(), updatedAt: at.toISOString() } : { state: 'reversed', updatedAt: at.toISOString() })
        .where('id', '=', batchId)
        .where('state', '=', batch.state)
        .execute()
      return false
    }
    let points = 0
    if (crediting) {
      await appendManyToLedger(
        trx,
        rows.map((row) => ({ memberId: row.memberId!, points: row.points, source: SOURCES[batch.type], reference: referenceOf(batchId, row.line), at })),
      )
      points = rows.reduce((sum, row) => sum + row.points, 0)
    } else {
      // What each member has left, less what this chunk already took back (a refund file may name a member twice).
      const left = await balancesOf(trx, rows.map((row) => row.memberId!))
      const taken = rows.map((row) => {
        const has = Math.max(0, left.get(row.memberId!) ?? 0)
        const take = Math.min(row.points, has)
        left.set(row.memberId!, has - take)
        return { ...row, taken: take }
      })
      await recordReversedPoints(trx, taken)
      await appendManyToLedger(
        trx,
        taken.filter((row) => row.taken > 0).map((row) => ({ memberId: row.memberId!, points: -row.taken, source: 'massCreditReversal', reference: referenceOf(batchId, row.line), at })),
      )
      points = taken.reduce((sum, row) => sum + row.taken, 0)
    }
    const count = rows.length
    await trx
      .updateTable('massCreditBatches')
      .set((eb) =>
        crediting
          ? { creditedCount: eb('creditedCount', '+', count), creditedPoints: eb('creditedPoints', '+', points), updatedAt: at.toISOString() }
          : { reversedCount: eb('reversedCount', '+', count), reversedPoints: eb('reversedPoints', '+', points), updatedAt: at.toISOString() },
      )
      .where('id', '=', batchId)
      .execute()
    return true
  })
}

const massCreditJob: ChunkedJob = {
  name: 'mass_credit',
  workChunk,
  unfinished: async (db, stalledBefore) =>
    (
      await db
        .selectFrom('massCreditBatches')
        .select('id')
        .where('state', 'in', ['crediting', 'reversing'])
        .$if(stalledBefore !== undefined, (q) => q.where('updatedAt', '<', stalledBefore!))
        .execute()
    ).map((b) => b.id),
}

/** Credits (or reverses) a batch a chunk at a time until it is done; never rejects (chunked-jobs.ts). */
export const runBatch = (deps: JobDeps, batchId: number) => runJob(deps, massCreditJob, batchId)

/** Carries on the batches a restart (or another instance's death) interrupted. Answers a stopper. */
export const scheduleMassCreditRecovery = (deps: JobDeps) => scheduleJobRecovery(deps, massCreditJob)
