import { type Kysely, sql } from 'kysely'

/**
 * Contests (spec 2 §2, §3, §5; spec 3 §2.9, §2.13, §3): a contest in both languages with its
 * mechanics, ordered steps, prizes and dropdown options; the entries members pay for in points, one
 * row per entry, grouped by the submission that made them (the ledger's reference), and reviewed by
 * staff through pending, consolidation and winner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contests')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_bm', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_bm', 'text', (c) => c.notNull())
    .addColumn('icon_en', 'text', (c) => c.notNull())
    .addColumn('icon_bm', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('point_required', 'integer', (c) => c.notNull())
    .addColumn('points_per_entry', 'integer', (c) => c.notNull())
    .addColumn('entries_per_person', 'integer', (c) => c.notNull())
    // Mechanics: what each entry carries.
    .addColumn('upload_images', 'integer', (c) => c.notNull())
    .addColumn('upload_receipts', 'integer', (c) => c.notNull())
    .addColumn('link_url', 'integer', (c) => c.notNull())
    .addColumn('got_dropdown', 'integer', (c) => c.notNull())
    .addColumn('dropdown_title_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dropdown_title_bm', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('contests_numbers', sql`points_per_entry >= 0 and entries_per_person >= 1 and ends_at >= starts_at`)
    .execute()

  await db.schema
    .createTable('contest_steps')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('contest_id', 'integer', (c) => c.notNull().references('contests.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('instructions_en', 'text', (c) => c.notNull())
    .addColumn('instructions_bm', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_bm', 'text', (c) => c.notNull())
    .addUniqueConstraint('contest_steps_order', ['contest_id', 'position'])
    .execute()

  await db.schema
    .createTable('contest_prizes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('contest_id', 'integer', (c) => c.notNull().references('contests.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_bm', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    // How many of this prize are given (spec 3 §3 "amount").
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addUniqueConstraint('contest_prizes_order', ['contest_id', 'position'])
    .addCheckConstraint('contest_prizes_amount', sql`amount >= 1`)
    .execute()

  await db.schema
    .createTable('contest_options')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('contest_id', 'integer', (c) => c.notNull().references('contests.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('label_bm', 'text', (c) => c.notNull())
    .addUniqueConstraint('contest_options_order', ['contest_id', 'position'])
    .execute()

  // One submission pays for its entries: the ledger row's reference.
  await db.schema
    .createTable('contest_submissions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('contest_id', 'integer', (c) => c.notNull().references('contests.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('contest_submissions_numbers', sql`entries >= 1 and points >= 0`)
    .execute()
  await db.schema.createIndex('contest_submissions_member').on('contest_submissions').columns(['contest_id', 'member_id']).execute()

  await db.schema
    .createTable('contest_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('contest_submissions.id'))
    .addColumn('contest_id', 'integer', (c) => c.notNull().references('contests.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    // Private file names (served only to the owner and admins), null when the contest asks for none.
    .addColumn('image_file', 'text')
    .addColumn('receipt_file', 'text')
    .addColumn('link', 'text')
    .addColumn('option_id', 'integer', (c) => c.references('contest_options.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('contest_entries_status', sql`status in ('pending', 'consolidation', 'winner')`)
    .execute()
  await db.schema.createIndex('contest_entries_contest').on('contest_entries').columns(['contest_id', 'status', 'id']).execute()
  await db.schema.createIndex('contest_entries_member').on('contest_entries').columns(['member_id', 'contest_id']).execute()
}
