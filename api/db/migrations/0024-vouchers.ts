import { type Kysely, sql } from 'kysely'

/**
 * E-vouchers (domain/vouchers.ts). A voucher type is what the shop offers; its codes arrive in
 * uploaded batches and wait in `voucher_codes` until a member redeems one, which copies it into
 * `member_vouchers` (what members hold, with the expiry it got) and marks the pool row as taken.
 * The unique-code milestone vouchers (RM5 at the 5th code, RM10 at the 10th) become voucher types
 * too, and the ones already won get their type and the default expiry: 31 December of the year won.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('voucher_types')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value_sen', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('expires_on', 'text')
    .addColumn('milestone', 'integer', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('voucher_types_amounts', sql`value_sen >= 0 and points >= 0`)
    .execute()

  await db.schema
    .createTable('voucher_batches')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('type_id', 'integer', (c) => c.notNull().references('voucher_types.id'))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('admin_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema.alterTable('member_vouchers').addColumn('type_id', 'integer', (c) => c.references('voucher_types.id')).execute()
  await db.schema.alterTable('member_vouchers').addColumn('expires_on', 'text').execute()
  await db.schema.alterTable('member_vouchers').addColumn('points', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.createIndex('member_vouchers_member').on('member_vouchers').columns(['member_id', 'created_at']).execute()

  await db.schema
    .createTable('voucher_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('type_id', 'integer', (c) => c.notNull().references('voucher_types.id'))
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('voucher_batches.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    // The member's voucher it became; null while it waits to be redeemed.
    .addColumn('member_voucher_id', 'integer', (c) => c.unique().references('member_vouchers.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('voucher_codes_waiting').on('voucher_codes').columns(['type_id', 'id']).where(sql.ref('member_voucher_id'), 'is', null).execute()
  await db.schema.createIndex('voucher_codes_batch').on('voucher_codes').columns(['batch_id', 'id']).execute()

  const now = new Date().toISOString()
  for (const [milestone, valueSen] of [
    [5, 500],
    [10, 1000],
  ] as const) {
    await sql`insert into voucher_types (item_id, name, value_sen, points, image_url, active, milestone, created_at, updated_at)
      values (${`MILESTONE-${milestone}`}, ${`RM${valueSen / 100} e-voucher`}, ${valueSen}, 0, '', 1, ${milestone}, ${now}, ${now})`.execute(db)
    await sql`update member_vouchers set type_id = (select id from voucher_types where milestone = ${milestone}),
      expires_on = ${sql`substr(created_at, 1, 4)`} || '-12-31'
      where source = 'milestone' and reference = ${String(milestone)}`.execute(db)
  }
}
