import { type Kysely, sql } from 'kysely'
import { engineOf } from '../connection.ts'

/**
 * The identity ruling: OTP proves the phone, only the emailed link proves the email, and a pending
 * signup is never deleted by one from another device. So an email is unique only among proven
 * emails, a number only among verified members, and a member whose email someone else proved keeps
 * the account without one (email null). OTPs carry what they were sent for, so a signup code cannot
 * reset a password.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === 'sqlite') await rebuildMembersWithoutUniqueContacts(db)
  else await dropUniqueContacts(db)
  await db.schema.createIndex('members_email').on('members').column('email').execute()
  await db.schema.createIndex('members_email_proven').unique().on('members').column('email').where(sql.ref('email_verified_at'), 'is not', null).execute()
  await db.schema.createIndex('members_number').on('members').column('number').execute()
  await db.schema.createIndex('members_number_verified').unique().on('members').column('number').where(sql.ref('verified_at'), 'is not', null).execute()

  await db.schema
    .alterTable('otps')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('verify').check(sql`purpose in ('verify', 'reset')`))
    .execute()
}

/** PostgreSQL drops the two constraints and the email's NOT NULL in place. */
async function dropUniqueContacts(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members drop constraint members_email_key, drop constraint members_number_key, alter column email drop not null, add column email_verified_at text`.execute(db)
  await sql`update members set email_verified_at = (
    select min(used_at) from email_links where email_links.member_id = members.id and used_at is not null)`.execute(db)
}

/**
 * SQLite cannot drop a column's UNIQUE, so the table is made again (PostgreSQL drops the two
 * constraints and the email's NOT NULL instead). Foreign keys are off meanwhile: dropping the old
 * table would otherwise cascade to every member's addresses, babies and sessions. The migrator runs
 * SQLite migrations outside a transaction, which is what lets the pragma take effect here.
 */
async function rebuildMembersWithoutUniqueContacts(db: Kysely<unknown>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db)
  try {
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ name: string }>`pragma table_info(members)`.execute(trx)
      const columns = sql.join(rows.map((r) => sql.ref(r.name)))
      await trx.schema
        .createTable('members_rebuilt')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('uuid', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('password_hash', 'text')
        .addColumn('dob', 'text')
        .addColumn('edb', 'text')
        .addColumn('gender', 'text')
        .addColumn('race', 'text')
        .addColumn('nationality', 'text', (c) => c.notNull().defaultTo('malaysian'))
        .addColumn('pregnancy_stage', 'text')
        .addColumn('pregnancy_stage_updated_at', 'text')
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('receive_mail', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('referral_code', 'text', (c) => c.notNull().unique())
        .addColumn('allow_refer', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('allow_request', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('prompt_feedback', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('force_updated', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sso_popup', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tier', 'text', (c) => c.notNull().defaultTo('gold'))
        .addColumn('tier_reset_date', 'text', (c) => c.notNull())
        .addColumn('utm_source', 'text')
        .addColumn('utm_medium', 'text')
        .addColumn('utm_campaign', 'text')
        .addColumn('signup_device', 'text')
        .addColumn('signup_token', 'text')
        .addColumn('pending_sample_id', 'integer', (c) => c.references('samples.id'))
        .addColumn('verified_at', 'text') // the phone is proven (OTP), or the signup verified by its link
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('details_updated_at', 'text')
        .addColumn('email_verified_at', 'text') // the email is proven: its link was opened
        .execute()
      await sql`insert into members_rebuilt (${columns}) select ${columns} from members`.execute(trx)
      // Opening an emailed link (to verify or to reset) before this migration proved the email.
      await sql`update members_rebuilt set email_verified_at = (
        select min(used_at) from email_links where email_links.member_id = members_rebuilt.id and used_at is not null)`.execute(trx)
      await trx.schema.dropTable('members').execute()
      await trx.schema.alterTable('members_rebuilt').renameTo('members').execute()
      await trx.schema.createIndex('members_signup_device').on('members').column('signup_device').execute()
      await trx.schema.createIndex('members_tier_reset_date').on('members').column('tier_reset_date').execute()
      const broken = await sql`pragma foreign_key_check`.execute(trx)
      if (broken.rows.length) throw new Error(`members rebuild broke ${broken.rows.length} foreign keys`)
    })
  } finally {
    await sql`pragma foreign_keys = on`.execute(db)
  }
}
