import { type Kysely, sql } from 'kysely'

/**
 * Share a Little Comfort (spec 2 §2, §3, §9; spec 3 §2.9): wishers members donate points to, the
 * donation items of the shop's chip, the one journey row of statistics, blogs with their images, and
 * every donation made. A wisher's `points` is what it has received, an atomic counter that the
 * database itself keeps at or under its goal (DECISIONS.md: donations stop at the goal).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wishers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    // One of the six fixed avatars (spec 3 §8), 1 to 6.
    .addColumn('avatar', 'integer', (c) => c.notNull())
    .addColumn('wish_en', 'text', (c) => c.notNull())
    .addColumn('wish_bm', 'text', (c) => c.notNull())
    .addColumn('goal_points', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('wishers_points', sql`points >= 0 and points <= goal_points and goal_points > 0`)
    .execute()

  await db.schema
    .createTable('donate_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // The article number staff know the item by (spec 3 §3 itemId).
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_bm', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('donate_items_points', sql`points >= 1`)
    .execute()

  await db.schema
    .createTable('donations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('wisher_id', 'integer', (c) => c.references('wishers.id'))
    .addColumn('donate_item_id', 'integer', (c) => c.references('donate_items.id'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('donations_one_cause', sql`(wisher_id is null) <> (donate_item_id is null) and points > 0`)
    .execute()
  await db.schema.createIndex('donations_member').on('donations').columns(['member_id', 'created_at']).execute()
  await db.schema.createIndex('donations_wisher').on('donations').columns(['wisher_id']).execute()

  // One row, edited in place (spec 3: the journey has an edit and no add).
  await db.schema
    .createTable('journey')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('homes', 'integer', (c) => c.notNull())
    .addColumn('children', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('products', 'integer', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_bm', 'text', (c) => c.notNull())
    .addColumn('progress_points', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('journey_one_row', sql`id = 1`)
    .execute()
  await sql`insert into journey (id, homes, children, points, products, description_en, description_bm, progress_points, updated_at)
    values (1, 0, 0, 0, 0, '', '', 0, ${new Date().toISOString()})`.execute(db)

  await db.schema
    .createTable('blogs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_bm', 'text', (c) => c.notNull())
    .addColumn('venue', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_bm', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('blog_images')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('blog_id', 'integer', (c) => c.notNull().references('blogs.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addUniqueConstraint('blog_images_order', ['blog_id', 'position'])
    .execute()
}
