import type { Kysely } from 'kysely'

/**
 * A code batch is a job any instance may claim (services/code-batches.ts): the instance that
 * generates it holds a lease it renews with every chunk; once the lease runs out (the instance
 * died) another instance takes the batch over and carries it on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('code_batches').addColumn('claimed_by', 'text').execute()
  await db.schema.alterTable('code_batches').addColumn('lease_ends_at', 'integer').execute() // epoch milliseconds
}
