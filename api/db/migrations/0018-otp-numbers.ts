import type { Kysely } from 'kysely'

/**
 * One row per number asked to be texted an OTP lately, written first by every send to it: the
 * write locks the row until commit, so parallel sends to one number check its limits one after
 * another (services/otp.ts), on PostgreSQL too. Purged an hour after the last ask.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('otp_numbers')
    .addColumn('number', 'text', (c) => c.primaryKey())
    .addColumn('asked_at', 'text', (c) => c.notNull())
    .execute()
}
