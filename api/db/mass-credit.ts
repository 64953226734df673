import { sql } from 'kysely'
import type { MassCreditBatch, MassCreditRow, RowState } from '../../domain/mass-credit.ts'
import type { Database } from './connection.ts'
import type { MassCreditBatchesTable, MassCreditRowsTable } from './schema.ts'
import type { Insertable } from 'kysely'

/** Emails per lookup of members: well under either engine's bound parameters. */
const EMAILS_PER_QUERY = 1_000
/** Rows per insert (nine values a row). */
const ROWS_PER_INSERT = 1_000

/** The verified member holding each email (lowercased), for the emails given. */
export async function membersByEmail(db: Database, emails: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>()
  const unique = [...new Set(emails)]
  for (let start = 0; start < unique.length; start += EMAILS_PER_QUERY) {
    const chunk = unique.slice(start, start + EMAILS_PER_QUERY)
    const rows = await db.selectFrom('members').select(['id', sql<string>`lower(email)`.as('email')]).where(sql<string>`lower(email)`, 'in', chunk).where('verifiedAt', 'is not', null).execute()
    for (const row of rows) found.set(row.email, row.id)
  }
  return found
}

export const batchByFingerprint = (db: Database, fingerprint: string) =>
  db.selectFrom('massCreditBatches').select(['id', 'idempotencyKey']).where('fingerprint', '=', fingerprint).executeTakeFirst()

export const batchByIdempotencyKey = (db: Database, key: string) =>
  db.selectFrom('massCreditBatches').select(['id', 'fingerprint']).where('idempotencyKey', '=', key).executeTakeFirst()

/** Writes a batch and all of its rows; answers its id. Call inside a transaction. */
export async function insertBatch(trx: Database, batch: Insertable<MassCreditBatchesTable>, rows: Omit<Insertable<MassCreditRowsTable>, 'batchId'>[]): Promise<number> {
  const { id } = await trx.insertInto('massCreditBatches').values(batch).returning('id').executeTakeFirstOrThrow()
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await trx
      .insertInto('massCreditRows')
      .values(rows.slice(start, start + ROWS_PER_INSERT).map((row) => ({ ...row, batchId: id })))
      .execute()
  }
  return id
}

const batchColumns = [
  'id',
  'type',
  'title',
  'points',
  'fileName',
  'state',
  'rowCount as rows',
  'creditedCount as credited',
  'rejectedCount as rejected',
  'creditedPoints',
  'reversedPoints',
  'adminUsername as admin',
  'createdAt',
  'doneAt',
  'reversedBy',
  'reversedAt',
] as const

/** Every batch, newest first, as the history shows it. */
export const massCreditBatches = (db: Database): Promise<MassCreditBatch[]> => db.selectFrom('massCreditBatches').select(batchColumns).orderBy('id', 'desc').execute()

export const massCreditBatch = (db: Database, id: number): Promise<MassCreditBatch | undefined> =>
  db.selectFrom('massCreditBatches').select(batchColumns).where('id', '=', id).executeTakeFirst()

/** A batch's rows in file order (the first `limit`), optionally only the rejected ones. */
export async function batchRows(db: Database, batchId: number, { limit, state }: { limit?: number; state?: RowState } = {}): Promise<MassCreditRow[]> {
  const rows = await db
    .selectFrom('massCreditRows')
    .select(['line', 'email', 'description', 'points', 'memberId as userId', 'state', 'problem', 'reversedPoints'])
    .where('batchId', '=', batchId)
    .$if(state !== undefined, (q) => q.where('state', '=', state!))
    .orderBy('line')
    .$if(limit !== undefined, (q) => q.limit(limit!))
    .execute()
  return rows
}

/** The next rows in a state, in line order: the chunk a worker takes. */
export const rowsInState = (db: Database, batchId: number, state: RowState, limit: number) =>
  db.selectFrom('massCreditRows').select(['id', 'line', 'memberId', 'points']).where('batchId', '=', batchId).where('state', '=', state).orderBy('line').limit(limit).execute()

/** Moves a row from one state to another; false when it was no longer in `from` (another run got there first). */
export async function moveRow(trx: Database, id: number, from: RowState, to: RowState, reversedPoints?: number): Promise<boolean> {
  const moved = await trx
    .updateTable('massCreditRows')
    .set({ state: to, ...(reversedPoints === undefined ? {} : { reversedPoints }) })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst()
  return Number(moved.numUpdatedRows) === 1
}
