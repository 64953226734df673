import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('link', 'text')
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_bm', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_bm', 'text', (c) => c.notNull())
    .addColumn('image_en', 'text', (c) => c.notNull())
    .addColumn('image_bm', 'text', (c) => c.notNull())
    .addColumn('showing_to', 'text', (c) => c.notNull()) // JSON list: "All" or pregnancy stages
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  // Static pages such as the FAQ, kept as content so the brand edits them without a release.
  await db.schema
    .createTable('content_pages')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_bm', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_bm', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
}
