import { type Selectable, sql } from 'kysely'
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

// ---- Back office: items, pregnant offers and categories (spec 3 §2.5, §2.6) ----

/** What staff write of an item: its texts, numbers and images (`image` and `imageBm` on add, or when replaced). */
export interface ItemWrite {
  itemId: string
  nameEn: string
  nameBm: string
  descriptionEn: string
  descriptionBm: string
  uom: string
  itemBrand: string
  points: number
  inventory: number
}
export interface ItemImages {
  imageEn: string
  imageBm: string
}

const kindFlag = (kind: OrderKind) => (kind === 'pregnant' ? 1 : 0)

/** Which of these category ids exist. */
export async function existingCategories(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db.selectFrom('rewardCategories').select('id').where('id', 'in', ids).execute()
  return new Set(rows.map((r) => r.id))
}

/**
 * Adds a category unless one has its name, letter case aside; undefined when one does. The unique
 * index on the name sees case, so the look-up finds "toys" beside "Toys", and the insert gives way
 * to an equal name committed meanwhile (on PostgreSQL a concurrent "TOYS" fails the transaction's
 * serializable check instead, and its retry finds it).
 */
export async function insertCategory(trx: Database, name: string): Promise<Category | undefined> {
  const taken = await trx.selectFrom('rewardCategories').select('id').where(sql<string>`lower(name)`, '=', name.toLowerCase()).executeTakeFirst()
  if (taken) return undefined
  return trx.insertInto('rewardCategories').values({ name }).onConflict((oc) => oc.doNothing()).returning(['id', 'name']).executeTakeFirst()
}

/** The item's categories become exactly these. */
export async function replaceItemCategories(trx: Database, itemId: number, categoryIds: number[]): Promise<void> {
  await trx.deleteFrom('rewardItemCategories').where('itemId', '=', itemId).execute()
  if (categoryIds.length) await trx.insertInto('rewardItemCategories').values(categoryIds.map((categoryId) => ({ itemId, categoryId }))).execute()
}

/** Adds an item of a kind, shown; answers its id. */
export async function insertItem(trx: Database, kind: OrderKind, item: ItemWrite & ItemImages, at: Date): Promise<number> {
  const now = at.toISOString()
  const { id } = await trx
    .insertInto('rewardItems')
    .values({ ...item, pregnantOffer: kindFlag(kind), createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/**
 * Saves an edit of an item of a kind, images only when given. The stock rule is part of the
 * update itself (`redeemed <= inventory`), so an order taking units between a check and the write
 * cannot leave more redeemed than there is: whichever comes second sees the other's numbers.
 */
export async function updateItem(trx: Database, kind: OrderKind, id: number, item: ItemWrite & Partial<ItemImages>, at: Date): Promise<'updated' | 'notFound' | 'belowRedeemed'> {
  const result = await trx
    .updateTable('rewardItems')
    .set({ ...item, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .where('pregnantOffer', '=', kindFlag(kind))
    .where('redeemed', '<=', item.inventory)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 1) return 'updated'
  const found = await trx.selectFrom('rewardItems').select('id').where('id', '=', id).where('pregnantOffer', '=', kindFlag(kind)).executeTakeFirst()
  return found ? 'belowRedeemed' : 'notFound'
}

/** Shows a hidden item or hides a shown one, of a kind; undefined when it has no such item. */
export async function flipItemActive(trx: Database, kind: OrderKind, id: number, at: Date): Promise<{ id: number; active: boolean } | undefined> {
  const row = await trx
    .updateTable('rewardItems')
    .set({ active: sql<0 | 1>`1 - active`, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .where('pregnantOffer', '=', kindFlag(kind))
    .returning(['id', 'active'])
    .executeTakeFirst()
  return row && { id: row.id, active: row.active === 1 }
}
