import { type Kysely, sql } from 'kysely'

/**
 * Mass credit and refund (domain/mass-credit.ts, decision 122). A batch is one uploaded file:
 * `fingerprint` (a digest of its type, title, points and bytes) is unique, so the same upload twice
 * makes no second batch; `idempotency_key` lets a retried request find the batch it made. Its rows
 * are written with it, all at once, and then credited a chunk per transaction: each row's state
 * commits with its ledger row, so after a crash the rows still `pending` are exactly those not
 * credited. A reversal works through the credited rows the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mass_credit_batches')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('points', 'integer')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('rejected_count', 'integer', (c) => c.notNull())
    .addColumn('credited_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credited_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reversed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reversed_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id'))
    .addColumn('admin_username', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Every chunk moves it on: a batch still working whose time stands still lost its instance.
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .addColumn('reversed_by', 'text')
    .addColumn('reversed_at', 'text')
    .addCheckConstraint('mass_credit_batches_type', sql`type in ('campaign', 'refund')`)
    .addCheckConstraint('mass_credit_batches_state', sql`state in ('crediting', 'done', 'reversing', 'reversed')`)
    .execute()
  await db.schema.createIndex('mass_credit_batches_state').on('mass_credit_batches').columns(['state', 'updated_at']).execute()

  await db.schema
    .createTable('mass_credit_rows')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('mass_credit_batches.id'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('problem', 'text')
    .addColumn('reversed_points', 'integer')
    .addUniqueConstraint('mass_credit_rows_line', ['batch_id', 'line'])
    .addCheckConstraint('mass_credit_rows_state', sql`state in ('pending', 'credited', 'rejected', 'reversed')`)
    .addCheckConstraint('mass_credit_rows_rejected', sql`(state = 'rejected') = (problem is not null)`)
    .execute()
  await db.schema.createIndex('mass_credit_rows_state').on('mass_credit_rows').columns(['batch_id', 'state', 'line']).execute()
}
