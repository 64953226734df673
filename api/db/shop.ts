import type { Selectable } from 'kysely'
import { type AdminShopItem, type Category, type Order, type OrderKind, orderLabel, type ShopItem } from '../../domain/shop.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'
import type { OrderEventsTable, OrderItemsTable, OrdersTable, RewardItemsTable } from './schema.ts'

/** The point shop's queries (domain/shop.ts): catalogue items, pregnant offers and orders. */

const ITEM_COLUMNS = [
  'id',
  'itemId',
  'nameEn',
  'nameBm',
  'descriptionEn',
  'descriptionBm',
  'imageEn',
  'imageBm',
  'itemBrand',
  'points',
  'inventory',
  'redeemed',
  'uom',
  'active',
  'pregnantOffer',
  'createdAt',
  'updatedAt',
] as const
type ItemRow = Pick<Selectable<RewardItemsTable>, (typeof ITEM_COLUMNS)[number]>

/** Each item's category ids. */
async function categoriesOf(db: Database, itemIds: number[]): Promise<Map<number, number[]>> {
  const byItem = new Map<number, number[]>()
  if (itemIds.length === 0) return byItem
  const rows = await db.selectFrom('rewardItemCategories').select(['itemId', 'categoryId']).where('itemId', 'in', itemIds).orderBy('categoryId').execute()
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row.categoryId])
  return byItem
}

const shopItem = (row: ItemRow, categories: number[]): ShopItem => ({
  id: row.id,
  itemId: row.itemId,
  itemName: localized(row, 'name'),
  description: localized(row, 'description'),
  itemImage: localized(row, 'image'),
  itemBrand: row.itemBrand,
  points: row.points,
  remaining: row.inventory - row.redeemed,
  categories,
})

/** Shown items with stock left (spec 2 §5), newest first: the catalogue or the pregnant offers. */
export async function itemsOnSale(db: Database, kind: OrderKind): Promise<ShopItem[]> {
  const rows = await db
    .selectFrom('rewardItems')
    .select(ITEM_COLUMNS)
    .where('active', '=', 1)
    .where('pregnantOffer', '=', kind === 'pregnant' ? 1 : 0)
    .whereRef('redeemed', '<', 'inventory')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute()
  const categories = await categoriesOf(db, rows.map((r) => r.id))
  return rows.map((row) => shopItem(row, categories.get(row.id) ?? []))
}

export async function allCategories(db: Database): Promise<Category[]> {
  return db.selectFrom('rewardCategories').select(['id', 'name']).orderBy('name').execute()
}

/** Every item of a kind, shown or hidden, newest first, as staff manage them. */
export async function adminItems(db: Database, kind: OrderKind, ids?: number[]): Promise<AdminShopItem[]> {
  let query = db.selectFrom('rewardItems').select(ITEM_COLUMNS).where('pregnantOffer', '=', kind === 'pregnant' ? 1 : 0)
  if (ids) query = query.where('id', 'in', ids.length ? ids : [0])
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()
  const categories = await categoriesOf(db, rows.map((r) => r.id))
  return rows.map((row) => ({
    ...shopItem(row, categories.get(row.id) ?? []),
    uom: row.uom,
    inventory: row.inventory,
    redeemed: row.redeemed,
    active: row.active === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }))
}

/** The items an order names, of one kind, whatever their state: the order's rules are checked on them. */
export async function itemsForOrder(trx: Database, kind: OrderKind, ids: number[]): Promise<ItemRow[]> {
  return trx
    .selectFrom('rewardItems')
    .select(ITEM_COLUMNS)
    .where('id', 'in', ids)
    .where('pregnantOffer', '=', kind === 'pregnant' ? 1 : 0)
    .execute()
}

/**
 * Takes `quantity` units of an item if it is still shown and has them: one atomic update, so two
 * orders for the last unit cannot both get it. False when it changed nothing.
 */
export async function takeStock(trx: Database, itemId: number, quantity: number): Promise<boolean> {
  const result = await trx
    .updateTable('rewardItems')
    .set((eb) => ({ redeemed: eb('redeemed', '+', quantity) }))
    .where('id', '=', itemId)
    .where('active', '=', 1)
    .where((eb) => eb('redeemed', '+', quantity), '<=', (eb) => eb.ref('inventory'))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Puts back what a cancelled order took. */
export async function returnStock(trx: Database, itemId: number, quantity: number): Promise<void> {
  await trx
    .updateTable('rewardItems')
    .set((eb) => ({ redeemed: eb('redeemed', '-', quantity) }))
    .where('id', '=', itemId)
    .execute()
}

export interface NewOrder {
  order: Omit<Selectable<OrdersTable>, 'courier' | 'trackingNumber'>
  items: Selectable<OrderItemsTable>[]
}

/** Writes an order with its items and its first tracking event, Order Placed. */
export async function insertOrder(trx: Database, { order, items }: NewOrder): Promise<void> {
  await trx.insertInto('orders').values(order).execute()
  await trx.insertInto('orderItems').values(items).execute()
  await trx.insertInto('orderEvents').values({ orderId: order.id, status: order.status, at: order.createdAt, adminId: null }).execute()
}

type OrderRow = Selectable<OrdersTable>

/** Orders with their items and events, keeping the order of `rows`. */
async function withDetails(db: Database, rows: OrderRow[]): Promise<(Order & { memberId: number; items: Selectable<OrderItemsTable>[] })[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [items, events] = await Promise.all([
    db.selectFrom('orderItems').selectAll().where('orderId', 'in', ids).orderBy('orderId').orderBy('rewardItemId').execute(),
    db.selectFrom('orderEvents').selectAll().where('orderId', 'in', ids).orderBy('at').execute(),
  ])
  const itemsOf = groupBy(items, (i) => i.orderId)
  const eventsOf = groupBy(events, (e: Selectable<OrderEventsTable>) => e.orderId)
  return rows.map((row) => {
    const lines = itemsOf.get(row.id) ?? []
    return {
      id: row.id,
      memberId: row.memberId,
      trackingId: orderLabel(row.id),
      type: row.kind,
      createdAt: row.createdAt,
      totalPoints: row.totalPoints,
      status: row.status,
      courier: row.courier,
      trackingNumber: row.trackingNumber,
      orderItems: lines.map((line) => ({ itemName: localized(line, 'name'), itemImage: localized(line, 'image'), points: line.points, quantity: line.quantity })),
      items: lines,
      address: { line1: row.line1, line2: row.line2, line3: row.line3, city: row.city, state: row.state, postcode: row.postcode, country: row.country },
      tracking: (eventsOf.get(row.id) ?? []).map((e) => ({ state: e.status, time: e.at })),
    }
  })
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row])
  return groups
}

const toOrder = ({ memberId: _, items: __, ...order }: Awaited<ReturnType<typeof withDetails>>[number]): Order => order

/** A member's orders, newest first. */
export async function ordersOf(db: Database, memberId: number): Promise<Order[]> {
  const rows = await db.selectFrom('orders').selectAll().where('memberId', '=', memberId).orderBy('createdAt', 'desc').orderBy('id').execute()
  return (await withDetails(db, rows)).map(toOrder)
}

/** One of a member's orders; undefined when it is not theirs or does not exist. */
export async function memberOrder(db: Database, memberId: number, orderId: string): Promise<Order | undefined> {
  const rows = await db.selectFrom('orders').selectAll().where('id', '=', orderId).where('memberId', '=', memberId).execute()
  const [order] = await withDetails(db, rows)
  return order && toOrder(order)
}

/** Orders with their details as staff need them (items with article numbers, the member id). */
export async function ordersWithDetails(db: Database, rows: OrderRow[]) {
  return withDetails(db, rows)
}
