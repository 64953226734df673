import { type Kysely, sql } from 'kysely'

/**
 * Every OTP sent to a number, kept apart from the OTPs themselves: a signup that replaces a pending
 * one deletes that member and its OTPs, and the limit on texts to a number must survive that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('otp_sends')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('otp_sends_number_created').on('otp_sends').columns(['number', 'created_at']).execute()
  await sql`insert into otp_sends (number, created_at) select number, created_at from otps`.execute(db)
}
