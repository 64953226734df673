import { businessDate, businessDayStart } from '../../domain/business-time.ts'
import { type BulkUserFields, type BulkUserRow, type BulkUserTotals, DEFAULT_REGISTER_SOURCE } from '../../domain/bulk-users.ts'
import { LISTED_ROWS } from '../../domain/mass-credit.ts'
import type { FormFile } from '../../domain/uploads.ts'
import type { GENDERS, RACES } from '../../domain/identity-rules.ts'
import {
  claimNextRows,
  insertUpload,
  linkCreatedMembers,
  promoterExists,
  skipRows,
  takenEmailsAndNumbers,
  uploadByFingerprint,
  uploadByIdempotencyKey,
} from '../db/bulk-users.ts'
import type { Database } from '../db/connection.ts'
import { newMemberBasics } from '../db/members.ts'
import { inTransaction } from '../db/transaction.ts'
import type { SessionAdmin } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { recordAudit } from './audit.ts'
import { readBulkUsersCsv } from './bulk-users-csv.ts'
import { type ChunkedJob, type JobDeps, ROWS_PER_CHUNK, runJob, scheduleJobRecovery } from './chunked-jobs.ts'

/** Each row of a file with its problems (members who exist already included), and the totals. */
export interface CheckedFile {
  rows: BulkUserRow[]
  totals: BulkUserTotals
  fingerprint: string
}

/**
 * Reads a file and skips the rows whose email or number a member holds already, verified or still
 * signing up (decision 126): the brand's list never makes a second account for a person.
 */
export async function checkFile(db: Database, file: FormFile, label = ''): Promise<CheckedFile> {
  const { rows, fingerprint } = await readBulkUsersCsv(file, label)
  const valid = rows.filter((r) => r.problems.length === 0)
  const taken = await takenEmailsAndNumbers(
    db,
    valid.map((r) => r.email),
    valid.map((r) => r.number),
  )
  for (const row of valid) if (taken.emails.has(row.email) || taken.numbers.has(row.number)) row.problems.push('existingMember')
  const issues = rows.filter((r) => r.problems.length > 0).length
  return { rows, totals: { rows: rows.length, valid: rows.length - issues, issues }, fingerprint }
}

/** What the check answers (spec 3 §3: data and issueUsers): the first rows, those with issues among them all, and the totals. */
export function checkAnswer({ rows, totals }: CheckedFile) {
  return { data: rows.slice(0, LISTED_ROWS), issueUsers: rows.filter((r) => r.problems.length > 0).slice(0, LISTED_ROWS), totals }
}

export interface NewUpload {
  file: FormFile
  fields: BulkUserFields
  admin: SessionAdmin
  idempotencyKey: string | undefined
}

/**
 * Writes an upload and all its rows in one transaction (pending, or skipped with their problems),
 * audited, and answers its id; the members are created in the background (`runUpload`). The same
 * file and label make no second upload: with the same Idempotency-Key the first upload is
 * answered again (a retry), otherwise it is refused. Looked up inside the transaction, so of two
 * at once one writes.
 */
export async function createUpload(deps: JobDeps, { file, fields, admin, idempotencyKey }: NewUpload): Promise<number> {
  const at = deps.clock.now()
  if (fields.registerDate !== undefined && fields.registerDate > businessDate(at)) throw new ApiError(422, 'bulkUsersDateInvalid')
  const checked = await checkFile(deps.db, file, fields.label)
  const now = at.toISOString()
  return inTransaction(deps.db, async (trx) => {
    if (idempotencyKey !== undefined) {
      const earlier = await uploadByIdempotencyKey(trx, idempotencyKey)
      if (earlier && earlier.fingerprint !== checked.fingerprint) throw new ApiError(422, 'idempotencyKeyReused')
      if (earlier) return earlier.id
    }
    if (await uploadByFingerprint(trx, checked.fingerprint)) throw new ApiError(409, 'bulkUsersFileUsed')
    if (fields.promoterId !== undefined && !(await promoterExists(trx, fields.promoterId))) throw new ApiError(422, 'bulkUsersPromoterNotFound')
    const upload = {
      label: fields.label,
      fileName: file.name.slice(0, 200),
      promoterId: fields.promoterId ?? null,
      registerDate: fields.registerDate ?? null,
      registerSource: fields.registerSource ?? DEFAULT_REGISTER_SOURCE,
    }
    const id = await insertUpload(
      trx,
      { ...upload, fingerprint: checked.fingerprint, idempotencyKey: idempotencyKey ?? null, state: 'creating', rowCount: checked.totals.rows, skippedCount: checked.totals.issues, adminId: admin.id, adminUsername: admin.username, createdAt: now, updatedAt: now },
      checked.rows.map(({ problems, pregnant, ...row }) => ({
        ...row,
        pregnant: pregnant ? 1 : 0,
        status: problems.length ? 'skipped' : 'pending',
        problems: problems.length ? problems.join(',') : null,
      })),
    )
    await recordAudit(trx, { admin, entity: 'bulkUsers', verb: 'create', entityId: id, after: { ...upload, ...checked.totals }, at })
    return id
  })
}

/**
 * One chunk of an upload in one transaction: its next pending rows are claimed, those whose email
 * or number a member took since the check are skipped (`existingMember`), and the others become
 * members, each row's state committing with its member; with no row left the upload is done.
 * Created members are verified (the brand vouches for the phone) with no password (they choose one
 * through the sign-in reset flow), and carry the upload's source and promoter (decision 126). A
 * member signing up at the same moment with the same number meets the unique index of verified
 * numbers, or on PostgreSQL a serialization failure: one of the two is refused, never both made.
 */
function workChunk({ db, clock }: JobDeps, uploadId: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const at = clock.now()
    const now = at.toISOString()
    const upload = await trx.selectFrom('bulkUserUploads').select(['state', 'registerDate', 'registerSource', 'promoterId']).where('id', '=', uploadId).executeTakeFirst()
    if (upload?.state !== 'creating') return false
    const rows = await claimNextRows(trx, uploadId, ROWS_PER_CHUNK)
    if (rows.length === 0) {
      await trx.updateTable('bulkUserUploads').set({ state: 'done', doneAt: now, updatedAt: now }).where('id', '=', uploadId).where('state', '=', 'creating').execute()
      return false
    }
    const taken = await takenEmailsAndNumbers(
      trx,
      rows.map((r) => r.email),
      rows.map((r) => r.number),
    )
    const existing = rows.filter((r) => taken.emails.has(r.email) || taken.numbers.has(r.number))
    const fresh = rows.filter((r) => !existing.includes(r))
    await skipRows(
      trx,
      existing.map((r) => r.id),
      'existingMember',
    )
    const today = businessDate(at)
    const registeredOn = upload.registerDate ?? today
    // A register date stands for when they joined: the accounts report dates them from it.
    const createdAt = upload.registerDate ? businessDayStart(upload.registerDate).toISOString() : now
    if (fresh.length) {
      const members = await trx
        .insertInto('members')
        .values(
          fresh.map((r) => ({
            ...newMemberBasics(registeredOn, today),
            name: r.name,
            number: r.number,
            email: r.email,
            passwordHash: null,
            dob: null,
            edb: null,
            // A pending row's cells passed the check: these are one of the choices.
            gender: r.gender as (typeof GENDERS)[number],
            race: r.race as (typeof RACES)[number],
            // Not dated: the brand set it, so the member may change it at once (the 6-month lock waits for their own change).
            pregnancyStage: r.pregnant ? ('pregnant' as const) : null,
            pregnancyStageUpdatedAt: null,
            verifiedAt: now,
            emailVerifiedAt: null,
            registerSource: upload.registerSource,
            promoterId: upload.promoterId,
            createdAt,
            updatedAt: now,
          })),
        )
        .returning(['id', 'number'])
        .execute()
      const idOf = new Map(members.map((m) => [m.number, m.id]))
      const addressed = fresh.filter((r) => r.street)
      if (addressed.length) {
        await trx
          .insertInto('addresses')
          .values(addressed.map((r) => ({ memberId: idOf.get(r.number)!, label: 'HOME', line1: r.street, city: r.city, state: r.state, postcode: r.postcode, createdAt: now, updatedAt: now })))
          .execute()
      }
      await linkCreatedMembers(
        trx,
        fresh.map((r) => r.id),
      )
    }
    await trx
      .updateTable('bulkUserUploads')
      .set((eb) => ({ createdCount: eb('createdCount', '+', fresh.length), skippedCount: eb('skippedCount', '+', existing.length), updatedAt: now }))
      .where('id', '=', uploadId)
      .execute()
    return true
  })
}

const bulkUsersJob: ChunkedJob = {
  name: 'bulk_users',
  workChunk,
  unfinished: async (db, stalledBefore) =>
    (
      await db
        .selectFrom('bulkUserUploads')
        .select('id')
        .where('state', '=', 'creating')
        .$if(stalledBefore !== undefined, (q) => q.where('updatedAt', '<', stalledBefore!))
        .execute()
    ).map((u) => u.id),
}

/** Creates an upload's members a chunk at a time until it is done; never rejects (chunked-jobs.ts). */
export const runUpload = (deps: JobDeps, uploadId: number) => runJob(deps, bulkUsersJob, uploadId)

/** Carries on the uploads a restart (or another instance's death) interrupted. Answers a stopper. */
export const scheduleBulkUserRecovery = (deps: JobDeps) => scheduleJobRecovery(deps, bulkUsersJob)
