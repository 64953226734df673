import { type Insertable, sql } from 'kysely'
import { type BulkRowState, type BulkUserProblem, type BulkUserRow, type BulkUserUpload } from '../../domain/bulk-users.ts'
import type { Database } from './connection.ts'
import type { BulkUserRowsTable, BulkUserUploadsTable } from './schema.ts'

/** Emails or numbers per lookup of members: well under either engine's bound parameters. */
const KEYS_PER_QUERY = 1_000
/** Rows per insert (sixteen values a row). */
const ROWS_PER_INSERT = 500

/** The emails and numbers, of those given, that some member already holds (verified or still signing up). */
export async function takenEmailsAndNumbers(db: Database, emails: string[], numbers: string[]): Promise<{ emails: Set<string>; numbers: Set<string> }> {
  const taken = { emails: new Set<string>(), numbers: new Set<string>() }
  const uniqueEmails = [...new Set(emails)]
  for (let start = 0; start < uniqueEmails.length; start += KEYS_PER_QUERY) {
    const rows = await db.selectFrom('members').select('email').where('email', 'in', uniqueEmails.slice(start, start + KEYS_PER_QUERY)).execute()
    for (const row of rows) taken.emails.add(row.email!)
  }
  const uniqueNumbers = [...new Set(numbers)]
  for (let start = 0; start < uniqueNumbers.length; start += KEYS_PER_QUERY) {
    const rows = await db.selectFrom('members').select('number').where('number', 'in', uniqueNumbers.slice(start, start + KEYS_PER_QUERY)).execute()
    for (const row of rows) taken.numbers.add(row.number)
  }
  return taken
}

export const promoterExists = async (db: Database, id: number) => (await db.selectFrom('promoters').select('id').where('id', '=', id).executeTakeFirst()) !== undefined

/** Every promoter as an option of the bulk upload's select, by name (spec 3 §3: value, label). */
export async function promoterOptions(db: Database): Promise<{ value: number; label: string }[]> {
  const rows = await db.selectFrom('promoters').select(['id', 'name', 'code']).orderBy('name').orderBy('id').execute()
  return rows.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }))
}

export const uploadByFingerprint = (db: Database, fingerprint: string) => db.selectFrom('bulkUserUploads').select('id').where('fingerprint', '=', fingerprint).executeTakeFirst()

export const uploadByIdempotencyKey = (db: Database, key: string) =>
  db.selectFrom('bulkUserUploads').select(['id', 'fingerprint']).where('idempotencyKey', '=', key).executeTakeFirst()

/** Writes an upload and all of its rows; answers its id. Call inside a transaction. */
export async function insertUpload(trx: Database, upload: Insertable<BulkUserUploadsTable>, rows: Omit<Insertable<BulkUserRowsTable>, 'uploadId'>[]): Promise<number> {
  const { id } = await trx.insertInto('bulkUserUploads').values(upload).returning('id').executeTakeFirstOrThrow()
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await trx
      .insertInto('bulkUserRows')
      .values(rows.slice(start, start + ROWS_PER_INSERT).map((row) => ({ ...row, uploadId: id })))
      .execute()
  }
  return id
}

/** Where the history's Download fetches an upload's result file, under the API root. */
export const resultFileUrl = (id: number) => `/admin/fetch/dashboard/bulkCreateUsers/file?id=${id}`

const uploadColumns = [
  'id',
  'label',
  'fileName',
  'createdAt',
  'promoterId',
  'registerDate',
  'registerSource',
  'state',
  'rowCount as rows',
  'createdCount as created',
  'skippedCount as skipped',
  'adminUsername as admin',
  'doneAt',
] as const

type UploadRow = Omit<BulkUserUpload, 'fileUrl' | 'pending'>
const asUpload = (u: UploadRow): BulkUserUpload => ({ ...u, fileUrl: resultFileUrl(u.id), pending: u.rows - u.created - u.skipped })

/** Every upload, newest first, as the history shows it. */
export const bulkUserUploads = async (db: Database): Promise<BulkUserUpload[]> => (await db.selectFrom('bulkUserUploads').select(uploadColumns).orderBy('id', 'desc').execute()).map(asUpload)

export async function bulkUserUpload(db: Database, id: number): Promise<BulkUserUpload | undefined> {
  const upload = await db.selectFrom('bulkUserUploads').select(uploadColumns).where('id', '=', id).executeTakeFirst()
  return upload && asUpload(upload)
}

export const problemsOf = (text: string | null): BulkUserProblem[] => (text ? (text.split(',') as BulkUserProblem[]) : [])

/** An upload's rows in file order, read `chunk` at a time (its result file streams them). */
export async function* uploadRowChunks(db: Database, uploadId: number, chunk: number): AsyncGenerator<(BulkUserRow & { status: BulkRowState })[]> {
  let after = 0
  for (;;) {
    const rows = await db
      .selectFrom('bulkUserRows')
      .select(['line', 'name', 'email', 'number', 'race', 'gender', 'pregnant', 'state', 'city', 'postcode', 'street', 'status', 'problems'])
      .where('uploadId', '=', uploadId)
      .where('line', '>', after)
      .orderBy('line')
      .limit(chunk)
      .execute()
    if (rows.length === 0) return
    yield rows.map((r) => ({ ...r, pregnant: r.pregnant === 1, problems: problemsOf(r.problems) }))
    after = rows.at(-1)!.line
  }
}

/**
 * Claims the next pending rows of an upload (in line order) in one statement, moving them to
 * `created`, and answers those it moved: a row another run claimed first is not answered, so it
 * is handled once. The caller, in the same transaction, creates their members or skips them.
 */
export function claimNextRows(trx: Database, uploadId: number, limit: number) {
  const next = trx.selectFrom('bulkUserRows').select('id').where('uploadId', '=', uploadId).where('status', '=', 'pending').orderBy('line').limit(limit)
  return trx
    .updateTable('bulkUserRows')
    .set({ status: 'created' })
    .where('id', 'in', next)
    .where('status', '=', 'pending')
    .returning(['id', 'line', 'name', 'email', 'number', 'race', 'gender', 'pregnant', 'state', 'city', 'postcode', 'street'])
    .execute()
}

/** Rows whose member appeared after the check: skipped, not created. */
export async function skipRows(trx: Database, ids: number[], problem: BulkUserProblem): Promise<void> {
  if (ids.length) await trx.updateTable('bulkUserRows').set({ status: 'skipped', problems: problem }).where('id', 'in', ids).execute()
}

/** Names on each created row the member it made (the verified member with its number: one at most). */
export async function linkCreatedMembers(trx: Database, ids: number[]): Promise<void> {
  if (!ids.length) return
  await trx
    .updateTable('bulkUserRows')
    .set({
      memberId: (eb) =>
        eb
          .selectFrom('members')
          .select('members.id')
          .whereRef('members.number', '=', 'bulkUserRows.number')
          .where('members.verifiedAt', 'is not', null)
          .limit(1),
    })
    .where('id', 'in', ids)
    .execute()
}

/** How many rows of an upload are in each state. */
export async function rowCounts(db: Database, uploadId: number): Promise<Record<BulkRowState, number>> {
  const rows = await db.selectFrom('bulkUserRows').select(['status', sql<number>`count(*)`.as('n')]).where('uploadId', '=', uploadId).groupBy('status').execute()
  const counts = { pending: 0, created: 0, skipped: 0 }
  for (const row of rows) counts[row.status] = Number(row.n)
  return counts
}
