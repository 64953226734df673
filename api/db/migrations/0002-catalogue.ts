import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    // Brands marked here run the 1st/5th/10th code milestone campaign (DECISIONS.md, Points).
    .addColumn('milestone_campaign', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('formats')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute()

  // A brand's formats are the formats it has sizes in.
  await db.schema
    .createTable('sizes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('format_id', 'integer', (c) => c.notNull().references('formats.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('sizes_brand_format_name', ['brand_id', 'format_id', 'name'])
    .execute()

  await db.schema
    .createTable('samples')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('size_id', 'integer', (c) => c.notNull().unique().references('sizes.id'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_bm', 'text', (c) => c.notNull())
    .addColumn('uom', 'text', (c) => c.notNull())
    .addColumn('inventory', 'integer', (c) => c.notNull())
    .addColumn('redeemed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_bm', 'text', (c) => c.notNull())
    .addColumn('image_en', 'text', (c) => c.notNull())
    .addColumn('image_bm', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('samples_stock', sql`redeemed >= 0 and redeemed <= inventory`)
    .execute()

  await db.schema
    .createTable('reward_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute()

  await db.schema
    .createTable('reward_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_bm', 'text', (c) => c.notNull())
    .addColumn('uom', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('inventory', 'integer', (c) => c.notNull())
    .addColumn('redeemed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_bm', 'text', (c) => c.notNull())
    .addColumn('image_en', 'text', (c) => c.notNull())
    .addColumn('image_bm', 'text', (c) => c.notNull())
    .addColumn('item_brand', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // Stock never goes below zero, whatever the code above it does.
    .addCheckConstraint('reward_items_stock', sql`points >= 0 and redeemed >= 0 and redeemed <= inventory`)
    .execute()

  await db.schema
    .createTable('reward_item_categories')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('reward_items.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('reward_categories.id'))
    .addPrimaryKeyConstraint('reward_item_categories_pk', ['item_id', 'category_id'])
    .execute()
}
