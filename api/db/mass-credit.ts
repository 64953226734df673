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

/**
 * Moves the next rows of a batch (in line order) from one state to another in one statement and
 * answers those it moved: a row another run moved first is not answered, so it is handled once.
 */
export function moveNextRows(trx: Database, batchId: number, from: RowState, to: RowState, limit: number) {
  const next = trx.selectFrom('massCreditRows').select('id').where('batchId', '=', batchId).where('state', '=', from).orderBy('line').limit(limit)
  return trx
    .updateTable('massCreditRows')
    .set({ state: to })
    .where('id', 'in', next)
    .where('state', '=', from)
    .returning(['id', 'line', 'memberId', 'points'])
    .execute()
}

/** Records what a reversal took back from each row: most rows all their points, in one statement. */
export async function recordReversedPoints(trx: Database, rows: { id: number; points: number; taken: number }[]): Promise<void> {
  const whole = rows.filter((r) => r.taken === r.points).map((r) => r.id)
  if (whole.length) await trx.updateTable('massCreditRows').set((eb) => ({ reversedPoints: eb.ref('points') })).where('id', 'in', whole).execute()
  for (const row of rows.filter((r) => r.taken !== r.points)) await trx.updateTable('massCreditRows').set({ reversedPoints: row.taken }).where('id', '=', row.id).execute()
}
