import type { Kysely } from 'kysely'

/**
 * Rate-limit windows live in the database, so that every instance on one PostgreSQL counts the
 * same requests (http/rate-limit.ts). One row per limiter and key; purged once its window ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'integer', (c) => c.notNull()) // epoch milliseconds
    .execute()
  await db.schema.createIndex('rate_limits_window_ends_at').on('rate_limits').column('window_ends_at').execute()
}
