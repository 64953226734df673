import { type Kysely, sql } from 'kysely'

/**
 * Free samples (domain/samples.ts). A sample request is an order of kind `sample` (DECISIONS
 * "Rewards and fulfilment"), fulfilled on the same orders page: `order_samples` keeps a copy of what
 * was sent, with the household key its limits are counted by. The survey's questions carry their
 * choices (and a rating's sub-question) in `sample_question_choices`; `sample_feedback` holds one
 * answer per sample order (its key makes the 50 points once). The signup samples already sent move
 * into the orders, and `allow_request` / `prompt_feedback` are no longer stored: they follow from the
 * orders, the household and the clock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_samples')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id'))
    .addColumn('item_code', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_bm', 'text', (c) => c.notNull())
    .addColumn('image_en', 'text', (c) => c.notNull())
    .addColumn('image_bm', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.notNull())
    .addColumn('format_id', 'integer', (c) => c.notNull())
    .addColumn('size_id', 'integer', (c) => c.notNull())
    // domain/household.ts householdKey of the delivery address.
    .addColumn('household', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('order_samples_household').on('order_samples').column('household').execute()

  await db.schema
    .createTable('sample_questions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_bm', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    // Null: asked for every brand (or size).
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
    .addColumn('size_id', 'integer', (c) => c.references('sizes.id'))
    // A rating's sub-question, asked when the rating is low.
    .addColumn('sub_title_en', 'text')
    .addColumn('sub_title_bm', 'text')
    .addColumn('sub_type', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('sample_question_choices')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('question_id', 'integer', (c) => c.notNull().references('sample_questions.id').onDelete('cascade'))
    // 1: a choice of the question's sub-question.
    .addColumn('sub', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_bm', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sample_question_choices_question').on('sample_question_choices').columns(['question_id', 'id']).execute()

  await db.schema
    .createTable('sample_feedback')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('received', 'integer', (c) => c.notNull())
    // The answers as given, with the questions' titles then: [{question, answer, sub}] (domain/samples.ts).
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  // The signup samples already ordered become sample orders, placed when they were. Aliases are one
  // word each: the connection's camel-case plugin would rename snake_case ones.
  const rows = await sql<{
    uuid: string
    memberid: number
    sampleid: number
    createdat: string
    line1: string
    line2: string
    line3: string
    city: string
    state: string
    postcode: string
    country: string
    itemcode: string
    nameen: string
    namebm: string
    imageen: string
    imagebm: string
    brandid: number
    formatid: number
    sizeid: number
  }>`select o.uuid, o.member_id as memberid, o.sample_id as sampleid, o.created_at as createdat, a.line1, a.line2, a.line3, a.city, a.state, a.postcode,
        a.country, s.item_id as itemcode, s.name_en as nameen, s.name_bm as namebm, s.image_en as imageen, s.image_bm as imagebm, z.brand_id as brandid,
        z.format_id as formatid, z.id as sizeid
      from sample_orders o join addresses a on a.id = o.address_id join samples s on s.id = o.sample_id join sizes z on z.id = s.size_id`.execute(db)
  for (const r of rows.rows) {
    await sql`insert into orders (id, member_id, kind, total_points, status, line1, line2, line3, city, state, postcode, country, created_at, updated_at)
      values (${r.uuid}, ${r.memberid}, 'sample', 0, 'Order Placed', ${r.line1}, ${r.line2}, ${r.line3}, ${r.city}, ${r.state}, ${r.postcode}, ${r.country},
        ${r.createdat}, ${r.createdat})`.execute(db)
    await sql`insert into order_events (order_id, status, at) values (${r.uuid}, 'Order Placed', ${r.createdat})`.execute(db)
    await sql`insert into order_samples (order_id, sample_id, item_code, name_en, name_bm, image_en, image_bm, brand_id, format_id, size_id, household)
      values (${r.uuid}, ${r.sampleid}, ${r.itemcode}, ${r.nameen}, ${r.namebm}, ${r.imageen}, ${r.imagebm}, ${r.brandid}, ${r.formatid}, ${r.sizeid},
        ${householdKey(r)})`.execute(db)
  }
  await db.schema.dropTable('sample_orders').execute()
  await db.schema.alterTable('members').dropColumn('allow_request').execute()
  await db.schema.alterTable('members').dropColumn('prompt_feedback').execute()
}

/** domain/household.ts householdKey as it is today; a migration keeps its own copy so it never changes under it. */
function householdKey(a: { line1: string; postcode: string }): string {
  return `${a.postcode.replace(/\D/g, '')}|${a.line1
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}`
}
