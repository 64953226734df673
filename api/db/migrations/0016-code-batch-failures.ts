import type { Kysely } from 'kysely'

/** Why a batch failed (domain/code-batches.ts BATCH_FAILURE_REASONS), for the back office to show. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('code_batches').addColumn('failure_reason', 'text').execute()
}
