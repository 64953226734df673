import { type Kysely, sql } from 'kysely'
import { TRACKING_EVENTS } from '../../../domain/tracking.ts'

/**
 * First-party tracking (domain/tracking.ts, decisions 143-145).
 *
 * - `members.tracking_consent`: the member's choice, 0 (never asked, or withdrawn) until they give
 *   it in the profile; `tracking_consent_at` is when it was last given or withdrawn.
 * - `tracking_events`: one row per member action, written in the transaction of the action. Of a
 *   member who consented it keeps the member and the time; of one who did not, only the event,
 *   its figures and the Malaysian day, which is all the reports count by (decision 144).
 *   `properties` is a small JSON object of figures (domain/tracking.ts), never personal data.
 *   Purged by the hourly upkeep once older than TRACKING_RETENTION_DAYS.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('tracking_consent', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('members').addColumn('tracking_consent_at', 'text').execute()

  const names = sql.join(TRACKING_EVENTS.map((n) => sql.lit(n)))
  await db.schema
    .createTable('tracking_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`name in (${names})`))
    .addColumn('properties', 'text', (c) => c.notNull())
    // The Malaysian date of the event: the reports' unit and the purge's.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('at', 'text')
    .addCheckConstraint('tracking_events_consented', sql`(member_id is null) = (at is null)`)
    .execute()
  // The report reads a range of days grouped by event, counting the consenting ones: all from the index.
  await db.schema.createIndex('tracking_events_day').on('tracking_events').columns(['day', 'name', 'member_id']).execute()
  // A withdrawal lets go of the member's events.
  await db.schema.createIndex('tracking_events_member').on('tracking_events').columns(['member_id']).where(sql.ref('member_id'), 'is not', null).execute()
}
