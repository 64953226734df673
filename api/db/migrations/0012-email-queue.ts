import { type Kysely, sql } from 'kysely'

/**
 * Emails wait here until the mail server takes them, so a failing server loses no verification
 * or reset link. The body is cleared once sent: a link is kept only as long as it must be.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_queue')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('email_queue_due').on('email_queue').columns(['next_attempt_at']).where(sql.ref('sent_at'), 'is', null).execute()
}
