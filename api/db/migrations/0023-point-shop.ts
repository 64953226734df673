import type { Kysely } from 'kysely'

/**
 * The point shop's orders (domain/shop.ts). Pregnant-mum offers are catalogue items marked
 * `pregnant_offer`: the same stock rule, kept apart from the shop's categories. An order keeps a
 * copy of what it was for (names, images, points, address) so a later edit or a removed address does
 * not change it; its tracking is one row per state reached, with its time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reward_items').addColumn('pregnant_offer', 'integer', (c) => c.notNull().defaultTo(0)).execute()

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('total_points', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('courier', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('line1', 'text', (c) => c.notNull())
    .addColumn('line2', 'text', (c) => c.notNull())
    .addColumn('line3', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('orders_member').on('orders').columns(['member_id', 'created_at']).execute()
  await db.schema.createIndex('orders_status').on('orders').columns(['status', 'created_at']).execute()
  await db.schema.createIndex('orders_created').on('orders').column('created_at').execute()

  await db.schema
    .createTable('order_items')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('reward_item_id', 'integer', (c) => c.notNull().references('reward_items.id'))
    .addColumn('item_code', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_bm', 'text', (c) => c.notNull())
    .addColumn('image_en', 'text', (c) => c.notNull())
    .addColumn('image_bm', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_items_pk', ['order_id', 'reward_item_id'])
    .execute()

  await db.schema
    .createTable('order_events')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    // The admin who moved it; null for the member's own order placed.
    .addColumn('admin_id', 'integer')
    .addPrimaryKeyConstraint('order_events_pk', ['order_id', 'status'])
    .execute()
}
