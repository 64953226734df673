import { type Kysely, sql } from 'kysely'
import { REGISTER_SOURCES } from '../../../domain/promoters.ts'

/**
 * Promoters (spec 3 §2.9, §3) and where a member came from (§2.12): the shop-floor promoters who
 * sign members up, each with a unique code, and on each member the register source and promoter a
 * bulk upload records (null for a member who signed up in the app).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promoters')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('supervisor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('post', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('utm_link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('promoters_created_at').on('promoters').columns(['created_at', 'id']).execute()

  const sources = sql.join(REGISTER_SOURCES.map((s) => sql.lit(s)))
  await db.schema
    .alterTable('members')
    .addColumn('register_source', 'text', (c) => c.check(sql`register_source in (${sources})`))
    .execute()
  await db.schema.alterTable('members').addColumn('promoter_id', 'integer', (c) => c.references('promoters.id')).execute()
  await db.schema.createIndex('members_promoter').on('members').columns(['promoter_id']).execute()
}
