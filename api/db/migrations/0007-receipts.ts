import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('receipts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('retailer_id', 'integer', (c) => c.notNull().references('retailers.id'))
    .addColumn('other_store', 'text') // the store's name when the retailer is "Others"
    .addColumn('receipt_date', 'text', (c) => c.notNull())
    .addColumn('invoice_no', 'text', (c) => c.notNull())
    // What makes two receipts the same: the store (and its name under "Others") and the invoice
    // number, case and spacing aside.
    .addColumn('duplicate_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_kind', 'text', (c) => c.notNull())
    .addColumn('file_sha256', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('points', 'integer') // credited on approval
    .addColumn('reason', 'text') // shown to the member on rejection
    .addColumn('note', 'text') // the admin's note when the points were adjusted
    .addColumn('decided_by', 'integer', (c) => c.references('admins.id'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('receipts_status', sql`status in ('pending', 'approved', 'rejected')`)
    .execute()
  // A receipt may be sent again only after the first was rejected.
  await sql`create unique index receipts_once_by_invoice on receipts (duplicate_key) where status != 'rejected'`.execute(db)
  await sql`create unique index receipts_once_by_file on receipts (file_sha256) where status != 'rejected'`.execute(db)
  await db.schema.createIndex('receipts_member').on('receipts').columns(['member_id', 'created_at']).execute()
  await db.schema.createIndex('receipts_queue').on('receipts').columns(['status', 'created_at']).execute()

  await db.schema
    .createTable('receipt_items')
    .addColumn('receipt_id', 'integer', (c) => c.notNull().references('receipts.id').onDelete('cascade'))
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('skus.id'))
    // Where the member put the product on the form, so it reads back in their order.
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('receipt_items_pk', ['receipt_id', 'sku_id'])
    .addCheckConstraint('receipt_items_quantity', sql`quantity > 0`)
    .execute()
}
