import { type Kysely, sql } from 'kysely'

/**
 * The member's inbox (domain/inbox.ts) and the devices that get its messages pushed. A message is
 * a kind and its parameters as JSON text, rendered when read. `push_due` marks one written but not
 * yet pushed: the event's transaction writes it, the push goes out after the commit.
 * A device's subscription belongs to the session that made it, so signing out, or a password reset
 * that signs out every device, stops its notifications.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inbox_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('push_due', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('inbox_messages_member').on('inbox_messages').columns(['member_id', 'id']).execute()
  await db.schema.createIndex('inbox_messages_push_due').on('inbox_messages').column('id').where(sql.ref('push_due'), '=', 1).execute()

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('member_sessions.id').onDelete('cascade'))
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('push_subscriptions_member').on('push_subscriptions').column('member_id').execute()
}
