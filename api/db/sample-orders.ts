import type { Selectable } from 'kysely'
import { CANCELLED } from '../../domain/shop.ts'
import type { Database } from './connection.ts'
import type { OrderSamplesTable, OrdersTable, SampleFeedbackTable } from './schema.ts'

/** Free-sample orders (domain/samples.ts): the household they count toward, their stock and their feedback. */

/**
 * When the household's sample orders that were not cancelled were placed: the member's own, and any
 * sent to one of the household's addresses, whoever asked (DECISIONS "Household").
 */
export async function householdSampleTimes(trx: Database, memberId: number, households: string[]): Promise<string[]> {
  const rows = await trx
    .selectFrom('orders as o')
    .innerJoin('orderSamples as s', 's.orderId', 'o.id')
    .select('o.createdAt')
    .where('o.status', '!=', CANCELLED)
    .where((eb) => (households.length ? eb.or([eb('o.memberId', '=', memberId), eb('s.household', 'in', households)]) : eb('o.memberId', '=', memberId)))
    .execute()
  return rows.map((r) => r.createdAt)
}

/** The babies a member has told the club about. */
export async function babyCountOf(trx: Database, memberId: number): Promise<number> {
  const row = await trx.selectFrom('babies').select((eb) => eb.fn.countAll<number>().as('count')).where('memberId', '=', memberId).executeTakeFirstOrThrow()
  return Number(row.count)
}

/** A sample with what an order copies of it. */
export function sampleForOrder(trx: Database, sampleId: number) {
  return trx
    .selectFrom('samples as s')
    .innerJoin('sizes as z', 'z.id', 's.sizeId')
    .select(['s.id', 's.itemId', 's.nameEn', 's.nameBm', 's.imageEn', 's.imageBm', 's.active', 's.inventory', 's.redeemed', 'z.brandId', 'z.formatId', 'z.id as sizeId'])
    .where('s.id', '=', sampleId)
    .executeTakeFirst()
}

/** Takes one pack by a conditional update: false when none is left (or it was hidden meanwhile). */
export async function takeSampleStock(trx: Database, sampleId: number): Promise<boolean> {
  const taken = await trx
    .updateTable('samples')
    .set((eb) => ({ redeemed: eb('redeemed', '+', 1) }))
    .where('id', '=', sampleId)
    .where('active', '=', 1)
    .whereRef('redeemed', '<', 'inventory')
    .executeTakeFirst()
  return Number(taken.numUpdatedRows) === 1
}

/** Puts back the pack of a cancelled sample order. */
export async function returnSampleStock(trx: Database, orderId: string): Promise<void> {
  const line = await trx.selectFrom('orderSamples').select('sampleId').where('orderId', '=', orderId).executeTakeFirst()
  if (!line) return
  await trx
    .updateTable('samples')
    .set((eb) => ({ redeemed: eb('redeemed', '-', 1) }))
    .where('id', '=', line.sampleId)
    .execute()
}

/** Writes a sample order with its line and its first tracking event, Order Placed. */
export async function insertSampleOrder(trx: Database, order: Omit<Selectable<OrdersTable>, 'courier' | 'trackingNumber'>, line: Omit<OrderSamplesTable, 'orderId'>) {
  await trx.insertInto('orders').values(order).execute()
  await trx
    .insertInto('orderSamples')
    .values({ orderId: order.id, ...line })
    .execute()
  await trx.insertInto('orderEvents').values({ orderId: order.id, status: order.status, at: order.createdAt, adminId: null }).execute()
}

/** A member's sample orders, newest first, with when each was delivered and its feedback, if any. */
export function sampleOrdersOf(db: Database, memberId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('orderSamples as s', 's.orderId', 'o.id')
    .leftJoin('orderEvents as d', (join) => join.onRef('d.orderId', '=', 'o.id').on('d.status', '=', 'DELIVERED'))
    .leftJoin('sampleFeedback as f', 'f.orderId', 'o.id')
    .select(['o.id', 'o.createdAt', 'o.status', 's.brandId', 's.formatId', 's.sizeId', 's.nameEn', 's.nameBm', 's.imageEn', 's.imageBm', 'd.at as deliveredAt', 'f.received'])
    .where('o.memberId', '=', memberId)
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id')
    .execute()
}

/** One of a member's sample orders as its feedback needs it; undefined when it is not theirs. */
export function sampleOrderForFeedback(trx: Database, memberId: number, orderId: string) {
  return trx
    .selectFrom('orders as o')
    .innerJoin('orderSamples as s', 's.orderId', 'o.id')
    .innerJoin('brands as b', 'b.id', 's.brandId')
    .leftJoin('orderEvents as d', (join) => join.onRef('d.orderId', '=', 'o.id').on('d.status', '=', 'DELIVERED'))
    .select(['o.id', 's.brandId', 's.sizeId', 'b.name as brandName', 'd.at as deliveredAt'])
    .where('o.id', '=', orderId)
    .where('o.memberId', '=', memberId)
    .executeTakeFirst()
}

/** Records the feedback of a sample order; false when it was answered before (the order's key holds it once). */
export async function insertFeedback(trx: Database, row: Selectable<SampleFeedbackTable>): Promise<boolean> {
  const inserted = await trx
    .insertInto('sampleFeedback')
    .values(row)
    .onConflict((oc) => oc.column('orderId').doNothing())
    .returning('orderId')
    .executeTakeFirst()
  return inserted !== undefined
}
