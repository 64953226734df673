import type { Kysely } from 'kysely'

/** Idempotency keys are purged by age every hour (services/idempotency.ts): find old ones without a scan. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute()
}
