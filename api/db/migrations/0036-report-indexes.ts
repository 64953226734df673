import { type Kysely, sql } from 'kysely'

/**
 * The reports' pages (api/db/report-pages.ts) read orders newest first by (placed at, id). Sample
 * orders (one per member at signup) far outnumber the shop's, so each report has an index of its own
 * kind in that order: a page of redemptions does not step over thousands of samples, nor the other
 * way round, and neither sorts. The queries name the kind as a literal, so both engines match the
 * partial index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_samples_created').on('orders').columns(['created_at', 'id']).where(sql.ref('kind'), '=', sql.lit('sample')).execute()
  await db.schema.createIndex('orders_shop_created').on('orders').columns(['created_at', 'id']).where(sql.ref('kind'), '<>', sql.lit('sample')).execute()
}
