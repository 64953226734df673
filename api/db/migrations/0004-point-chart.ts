import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('retailers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('label', 'text', (c) => c.notNull().unique())
    // "Others" asks the member for the store's name and is listed last.
    .addColumn('is_other', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()

  await db.schema
    .createTable('skus')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_bm', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
    .addColumn('points_per_unit', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
}
