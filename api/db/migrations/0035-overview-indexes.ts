import type { Kysely } from 'kysely'

/**
 * What the dev admins' overview (api/db/overview.ts) reads, each from an index alone instead of a
 * scan of the whole table: the ledger's rows by time with their points (a year of sums however
 * many millions of rows), members by registration time and by tier with whether they are verified,
 * and approved receipts by decision time. Codes by scan time have their index already (0006).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('points_ledger_time').on('points_ledger').columns(['created_at', 'points']).execute()
  await db.schema.createIndex('members_created').on('members').columns(['created_at', 'verified_at']).execute()
  await db.schema.createIndex('members_tier').on('members').columns(['tier', 'verified_at']).execute()
  await db.schema.createIndex('receipts_decided').on('receipts').columns(['status', 'decided_at']).execute()
}
