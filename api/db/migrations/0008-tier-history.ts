import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per yearly review, changed or not. A review date is reviewed once per member, so two
  // runs of the review job can never record it twice.
  await db.schema
    .createTable('tier_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('review_date', 'text', (c) => c.notNull()) // the Malaysian tier reset date reviewed
    .addColumn('from_tier', 'text', (c) => c.notNull())
    .addColumn('to_tier', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('past_year_points', 'integer', (c) => c.notNull()) // what the review was decided on
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('tier_history_once', ['member_id', 'review_date'])
    .addCheckConstraint('tier_history_status', sql`status in ('upgraded', 'downgraded', 'none')`)
    .execute()

  // The daily job looks for members whose review is due.
  await db.schema.createIndex('members_tier_reset_date').on('members').column('tier_reset_date').execute()
  // Points earned in a date range, summed for every member view and every review.
  await db.schema.createIndex('points_ledger_member_time').on('points_ledger').columns(['member_id', 'created_at']).execute()
}
