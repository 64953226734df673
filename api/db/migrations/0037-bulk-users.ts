import { type Kysely, sql } from 'kysely'
import { REGISTER_SOURCES } from '../../../domain/promoters.ts'

/**
 * Bulk user creation (domain/bulk-users.ts, decisions 126 and 127). An upload is one file:
 * `fingerprint` (a digest of its label and bytes) is unique, so the same file and label twice make
 * no second upload; `idempotency_key` lets a retried request find the upload it made. Its rows are
 * written with it, all at once, with every cell a member needs, and then created a chunk per
 * transaction: each row's state commits with its member, so after a crash the rows still `pending`
 * are exactly those not yet created. `member_id` names the member a row created.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sources = sql.join(REGISTER_SOURCES.map((s) => sql.lit(s)))
  await db.schema
    .createTable('bulk_user_uploads')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('promoter_id', 'integer', (c) => c.references('promoters.id'))
    .addColumn('register_date', 'text')
    .addColumn('register_source', 'text', (c) => c.notNull().check(sql`register_source in (${sources})`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('creating', 'done')`))
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('skipped_count', 'integer', (c) => c.notNull())
    .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id'))
    .addColumn('admin_username', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Every chunk moves it on: an upload still working whose time stands still lost its instance.
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .execute()
  await db.schema.createIndex('bulk_user_uploads_state').on('bulk_user_uploads').columns(['state', 'updated_at']).execute()

  await db.schema
    .createTable('bulk_user_rows')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('bulk_user_uploads.id'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('race', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('pregnant', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // Comma-separated problem codes of a skipped row.
    .addColumn('problems', 'text')
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addUniqueConstraint('bulk_user_rows_line', ['upload_id', 'line'])
    .addCheckConstraint('bulk_user_rows_status', sql`status in ('pending', 'created', 'skipped')`)
    .addCheckConstraint('bulk_user_rows_skipped', sql`(status = 'skipped') = (problems is not null)`)
    .execute()
  await db.schema.createIndex('bulk_user_rows_status').on('bulk_user_rows').columns(['upload_id', 'status', 'line']).execute()
}
