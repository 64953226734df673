import { type Kysely, sql } from 'kysely'
import { CODE_REFUSAL_REASONS } from '../../../domain/fraud-signals.ts'

/**
 * What the fraud signals (domain/fraud-signals.ts, decisions 129 and 130) need that the club did
 * not record. Rows from before it carry nulls and are not backfilled: the addresses and devices
 * were never kept. A receipt's image digest (file_sha256) exists since 0007.
 *
 * - `code_attempts`: each refused code submission, with the member, the code as sent, why it was
 *   refused, the browser's device cookie and the client's network (never the full address). A
 *   credited code is not logged here: its own row says who, when and (below) from where. Purged
 *   after 90 days by the hourly upkeep.
 * - `unique_codes.scan_network`, `scan_device`: where a credited code came from, written by the
 *   very update that claims it, so the hottest path of the API gains no statement.
 * - two indexes for reading by time: receipts by upload, signups that carry a device.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const reasons = sql.join(CODE_REFUSAL_REASONS.map((r) => sql.lit(r)))
  await db.schema
    .createTable('code_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in (${reasons})`))
    .addColumn('device', 'text')
    .addColumn('network', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute()
  // Every read is by time (the report's range, the purge); member_id lets the count per member run on the index alone.
  await db.schema.createIndex('code_attempts_at').on('code_attempts').columns(['at', 'member_id']).execute()

  await db.schema.alterTable('unique_codes').addColumn('scan_network', 'text').execute()
  await db.schema.alterTable('unique_codes').addColumn('scan_device', 'text').execute()

  await db.schema.createIndex('receipts_created').on('receipts').columns(['created_at']).execute()
  await db.schema.createIndex('members_signup_device_created').on('members').columns(['created_at']).where(sql.ref('signup_device'), 'is not', null).execute()
}
