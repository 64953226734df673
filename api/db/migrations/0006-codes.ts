import { type Kysely, sql } from 'kysely'
import { engineOf } from '../connection.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('code_batches')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('size_id', 'integer', (c) => c.notNull().references('sizes.id'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('generated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('generating'))
    .addColumn('file_name', 'text') // the private CSV of the batch's codes, once written
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('code_batches_status', sql`status in ('generating', 'done', 'failed')`)
    .addCheckConstraint('code_batches_numbers', sql`points > 0 and quantity > 0`)
    .execute()

  // Millions of rows: the code itself is the key and the row holds only what a scan needs. No index
  // on batch_id: it would slow generation, and a batch's codes are written to its CSV as they are made.
  // (SQLite: `without rowid` keeps each row inside the key's index; PostgreSQL has no row id to drop.)
  await sql`create table unique_codes (
    code text primary key,
    batch_id bigint not null references code_batches(id),
    scanned_by bigint references members(id),
    scanned_at text
  ) ${sql.raw(engineOf(db) === 'sqlite' ? 'without rowid' : '')}`.execute(db)
  await db.schema.createIndex('unique_codes_scanned').on('unique_codes').columns(['scanned_at']).where(sql.ref('scanned_at'), 'is not', null).execute()
  await db.schema.createIndex('unique_codes_member').on('unique_codes').columns(['scanned_by']).where(sql.ref('scanned_by'), 'is not', null).execute()

  // A replayed submission (offline queue, double tap) answers what the first did and does nothing twice.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['member_id', 'route', 'key'])
    .execute()

  await db.schema
    .createTable('member_vouchers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value_sen', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('member_vouchers_once', ['member_id', 'source', 'reference'])
    .execute()
}
