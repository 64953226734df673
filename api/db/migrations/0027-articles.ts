import type { Kysely } from 'kysely'

/** Articles members read (spec 2 §7), edited in the back office in both languages (spec 3 §2.9). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('articles')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_bm', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_bm', 'text', (c) => c.notNull())
    .addColumn('image_en', 'text', (c) => c.notNull())
    .addColumn('image_bm', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
}
