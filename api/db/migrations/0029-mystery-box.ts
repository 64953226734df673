import { type Kysely, sql } from 'kysely'

/**
 * The mystery box (domain/mystery-box.ts, DECISIONS "Rewards and fulfilment"). A campaign has dates,
 * a prize table and the texts of its weekly and grand draws. A box is given once per code or
 * receipt and campaign (the unique key makes a replayed scan or a retried approval give nothing
 * more); opening it records the prize it drew. A prize's `given` is an atomic counter the database
 * keeps at or under its stock. A draw keeps its seed, so its winners can be drawn again to check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mystery_campaigns')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_bm', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('weekly_prize_en', 'text', (c) => c.notNull())
    .addColumn('weekly_prize_bm', 'text', (c) => c.notNull())
    .addColumn('weekly_winners', 'integer', (c) => c.notNull())
    .addColumn('grand_prize_en', 'text', (c) => c.notNull())
    .addColumn('grand_prize_bm', 'text', (c) => c.notNull())
    .addColumn('grand_winners', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('mystery_campaigns_window', sql`ends_at > starts_at and weekly_winners >= 0 and grand_winners >= 0`)
    .execute()

  await db.schema
    .createTable('mystery_prizes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('mystery_campaigns.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('points', 'integer')
    .addColumn('voucher_type_id', 'integer', (c) => c.references('voucher_types.id'))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_bm', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('given', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'mystery_prizes_reward',
      sql`(kind = 'points' and points > 0 and voucher_type_id is null) or (kind = 'voucher' and points is null and voucher_type_id is not null)`,
    )
    .addCheckConstraint('mystery_prizes_stock', sql`weight > 0 and given >= 0 and given <= stock`)
    .execute()
  await db.schema.createIndex('mystery_prizes_campaign').on('mystery_prizes').columns(['campaign_id']).execute()

  await db.schema
    .createTable('mystery_boxes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('mystery_campaigns.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text')
    .addColumn('prize_id', 'integer', (c) => c.references('mystery_prizes.id'))
    .addColumn('member_voucher_id', 'integer', (c) => c.unique().references('member_vouchers.id'))
    .addColumn('points', 'integer')
    .addUniqueConstraint('mystery_boxes_once', ['campaign_id', 'source', 'reference'])
    .addCheckConstraint('mystery_boxes_opened', sql`(opened_at is null) = (prize_id is null)`)
    .execute()
  await db.schema.createIndex('mystery_boxes_member').on('mystery_boxes').columns(['member_id', 'opened_at']).execute()
  await db.schema.createIndex('mystery_boxes_period').on('mystery_boxes').columns(['campaign_id', 'granted_at']).execute()

  await db.schema
    .createTable('mystery_draws')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('mystery_campaigns.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    // How many winners were wanted: with the seed and the entries, what a re-run needs.
    .addColumn('places', 'integer', (c) => c.notNull())
    .addColumn('drawn_at', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'integer')
    .addColumn('admin_username', 'text', (c) => c.notNull())
    // A period is drawn once.
    .addUniqueConstraint('mystery_draws_once', ['campaign_id', 'kind', 'period_start'])
    .execute()

  await db.schema
    .createTable('mystery_draw_winners')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('draw_id', 'integer', (c) => c.notNull().references('mystery_draws.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('box_id', 'integer', (c) => c.notNull().references('mystery_boxes.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addUniqueConstraint('mystery_draw_winners_position', ['draw_id', 'position'])
    .addUniqueConstraint('mystery_draw_winners_member', ['draw_id', 'member_id'])
    .execute()
  await db.schema.createIndex('mystery_draw_winners_by_member').on('mystery_draw_winners').columns(['member_id']).execute()
}
