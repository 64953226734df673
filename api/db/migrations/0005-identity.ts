import { type Kysely, sql } from 'kysely'
import { makeAppendOnly } from './append-only.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('uuid', 'text', (c) => c.notNull().unique()) // the id the API shows
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text') // null for members created in bulk, until they reset it
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
    .addColumn('signup_token', 'text') // binds the OTP step to the signup that asked for it
    .addColumn('pending_sample_id', 'integer', (c) => c.references('samples.id'))
    .addColumn('verified_at', 'text') // null while the signup awaits its OTP or email link
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('members_signup_device').on('members').column('signup_device').execute()

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('line1', 'text', (c) => c.notNull())
    .addColumn('line2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('line3', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('Malaysia'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('babies')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('gender', 'text')
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
    .addColumn('format_id', 'integer', (c) => c.references('formats.id'))
    .addColumn('size_id', 'integer', (c) => c.references('sizes.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute()

  await db.schema
    .createTable('member_sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute()

  await db.schema
    .createTable('otps')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .execute()
  await db.schema.createIndex('otps_number_created').on('otps').columns(['number', 'created_at']).execute()

  // Each emailed link is a row, so one can be used once and no other can be forged.
  await db.schema
    .createTable('email_links')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('datems', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addUniqueConstraint('email_links_member_purpose_datems', ['member_id', 'purpose', 'datems'])
    .addCheckConstraint('email_links_purpose', sql`purpose in ('verify', 'reset')`)
    .execute()

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('referrer_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('referee_id', 'integer', (c) => c.notNull().unique().references('members.id').onDelete('cascade'))
    .addColumn('credited_at', 'text') // set once, when the referee is verified within the month's limit
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  // The points ledger: append-only. A member's balance is the sum of their rows; corrections are
  // new rows. (member, source, reference) is unique, so one event can never be credited twice.
  await db.schema
    .createTable('points_ledger')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('points_ledger_once', ['member_id', 'source', 'reference'])
    .execute()
  await makeAppendOnly(db, 'points_ledger')

  await db.schema
    .createTable('sample_orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id'))
    .addColumn('address_id', 'integer', (c) => c.notNull().references('addresses.id'))
    .addColumn('received', 'integer') // null until the member answers the feedback question
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  // Dated notices such as the maintenance window (DECISIONS.md: content, not dates in code).
  await db.schema
    .createTable('notices')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_bm', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_bm', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema.alterTable('admins').addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('admins').addColumn('locked_until', 'text').execute()
}
