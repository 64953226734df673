import { type Selectable, sql } from 'kysely'
import type { BilingualImages } from '../services/uploads.ts'
import type { ReportFilter } from '../../domain/account-report.ts'
import { businessDaysWithin } from '../../domain/business-time.ts'
import {
  type AdminOrder,
  type AdminShopItem,
  CANCELLED,
  cancellable,
  type Category,
  type Order,
  type OrderKind,
  orderLabel,
  ORDER_STATES,
  type OrderState,
  type OrderStatus,
  type OrderCursor,
  type OrderType,
  type RedemptionCursor,
  type RedemptionRow,
  type ShopItem,
} from '../../domain/shop.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'
import { membersMatching, type Page } from './report-pages.ts'
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

/** Every order line: the shop's items, and a sample order's one sample (no points, one pack). */
function orderLineRows(db: Database) {
  return db
    .selectFrom('orderItems')
    .select(['orderId', 'itemCode', 'nameEn', 'nameBm', 'imageEn', 'imageBm', 'points', 'quantity', 'rewardItemId as lineKey'])
    .unionAll(
      db
        .selectFrom('orderSamples')
        .select(['orderId', 'itemCode', 'nameEn', 'nameBm', 'imageEn', 'imageBm', sql<number>`0`.as('points'), sql<number>`1`.as('quantity'), 'sampleId as lineKey']),
    )
}

/** Orders with their lines and events, keeping the order of `rows`. */
async function withDetails(db: Database, rows: OrderRow[]) {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [items, events] = await Promise.all([
    db.selectFrom(orderLineRows(db).as('i')).selectAll().where('i.orderId', 'in', ids).orderBy('i.orderId').orderBy('i.lineKey').execute(),
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

// ---- The back office's orders (DECISIONS "Rewards and fulfilment", spec 3 §2.10) ----

export interface OrderFilter {
  status?: OrderStatus
  type?: OrderType
  /** Malaysian dates, inclusive, on the day the order was placed; either may stand alone. */
  startDate?: string
  endDate?: string
}

/** The member behind each order, as staff reach them; an email given up to another member (null) reads empty. */
async function contactsOf(db: Database, memberIds: number[]): Promise<Map<number, AdminOrder['member']>> {
  if (memberIds.length === 0) return new Map()
  const rows = await db.selectFrom('members').select(['id', 'name', 'number', 'email']).where('id', 'in', [...new Set(memberIds)]).execute()
  return new Map(rows.map((m) => [m.id, { id: m.id, name: m.name, number: m.number, email: m.email ?? '' }]))
}

/** Orders with their member, items (with article numbers) and events, keeping the order of `rows`. */
async function asAdminOrders(db: Database, rows: OrderRow[]): Promise<AdminOrder[]> {
  const [orders, contacts] = await Promise.all([withDetails(db, rows), contactsOf(db, rows.map((r) => r.memberId))])
  return orders.map(({ memberId, items, ...order }) => ({
    ...order,
    member: contacts.get(memberId)!,
    orderItems: items.map((line) => ({ itemId: line.itemCode, itemName: localized(line, 'name'), itemImage: localized(line, 'image'), points: line.points, quantity: line.quantity })),
  }))
}

/**
 * The orders page: orders by state, kind and Malaysian day placed, oldest first (the longest
 * waiting on top), at most `limit`; `truncated` says more matched.
 */
export async function adminOrders(db: Database, filter: OrderFilter, limit: number): Promise<{ data: AdminOrder[]; truncated: boolean }> {
  const { from, to } = businessDaysWithin(filter)
  let query = db.selectFrom('orders').selectAll()
  if (filter.status) query = query.where('status', '=', filter.status)
  if (filter.type) query = query.where('kind', '=', filter.type)
  if (from) query = query.where('createdAt', '>=', from)
  if (to) query = query.where('createdAt', '<', to)
  const rows = await query.orderBy('createdAt').orderBy('id').limit(limit + 1).execute()
  return { data: await asAdminOrders(db, rows.slice(0, limit)), truncated: rows.length > limit }
}

/** One order as staff see it, or undefined. */
export async function adminOrder(db: Database, id: string): Promise<AdminOrder | undefined> {
  const rows = await db.selectFrom('orders').selectAll().where('id', '=', id).execute()
  return (await asAdminOrders(db, rows))[0]
}

/**
 * Every item line of the filtered orders with its order, member and address, oldest order first:
 * the warehouse's file. One query, however many orders match (no list of ids to bind).
 */
export async function orderLinesForExport(db: Database, filter: OrderFilter) {
  const { from, to } = businessDaysWithin(filter)
  let query = db
    .selectFrom('orders as o')
    .innerJoin(orderLineRows(db).as('i'), 'i.orderId', 'o.id')
    .innerJoin('members as m', 'm.id', 'o.memberId')
    .select([
      'o.id',
      'o.createdAt',
      'o.kind',
      'o.status',
      'o.courier',
      'o.trackingNumber',
      'o.line1',
      'o.line2',
      'o.line3',
      'o.postcode',
      'o.city',
      'o.state',
      'o.country',
      'm.name',
      'm.number',
      'i.itemCode',
      'i.nameEn',
      'i.points',
      'i.quantity',
    ])
  if (filter.status) query = query.where('o.status', '=', filter.status)
  if (filter.type) query = query.where('o.kind', '=', filter.type)
  if (from) query = query.where('o.createdAt', '>=', from)
  if (to) query = query.where('o.createdAt', '<', to)
  return query.orderBy('o.createdAt').orderBy('o.id').orderBy('i.lineKey').execute()
}

/**
 * The ids of a report's page of orders (sample orders, or the shop's), newest first by (placed at,
 * id), in the filter's Malaysian days and of the members its search finds. They are read from their
 * kind's partial index alone (migration 0036: the kind is said as a literal, so both engines match
 * it), to be joined to the rest after. `through` keeps the order the last page ended in.
 */
export function reportOrderIds(db: Database, kind: 'sample' | 'shop', filter: ReportFilter, { before, limit }: Page<OrderCursor>, { through = false } = {}) {
  const { from, to } = businessDaysWithin(filter)
  return db
    .selectFrom('orders as o')
    .select('o.id')
    .where('o.kind', kind === 'sample' ? '=' : '<>', sql.lit('sample'))
    .$if(from !== undefined, (q) => q.where('o.createdAt', '>=', from!))
    .$if(to !== undefined, (q) => q.where('o.createdAt', '<', to!))
    .$if(filter.search !== undefined, (q) => q.where('o.memberId', 'in', membersMatching(db, filter.search!)))
    .$if(before !== undefined, (q) => q.where(({ eb, refTuple, tuple }) => eb(refTuple('o.createdAt', 'o.id'), through ? '<=' : '<', tuple(before!.orderDate, before!.orderId))))
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
}

/**
 * The redemption report (spec 3 §2.10), one page: one row per order line, newest order first, in
 * the filter's Malaysian days and matching its search. Pages follow each other by (placed at,
 * order id, item), so a page may end inside an order. The page's orders are found in their index
 * first (as many as the page has lines: each has one at least), then their lines.
 */
export async function redemptionPage(db: Database, filter: ReportFilter, { before, limit }: Page<RedemptionCursor>): Promise<RedemptionRow[]> {
  // The order the last page ended in may have lines left.
  const orders = reportOrderIds(db, 'shop', filter, { before, limit }, { through: true })
  const rows = await db
    .selectFrom(orders.as('p'))
    .innerJoin('orders as o', 'o.id', 'p.id')
    .innerJoin('orderItems as i', 'i.orderId', 'o.id')
    .innerJoin('members as m', 'm.id', 'o.memberId')
    .select([
      'o.id as orderId',
      'o.createdAt as orderDate',
      'i.rewardItemId',
      'o.kind as type',
      'o.status',
      'm.name',
      'm.number',
      'm.email',
      'i.itemCode as itemId',
      'i.nameEn as itemName',
      'i.quantity',
      'i.points',
    ])
    .$if(before !== undefined, (q) =>
      q.where(({ eb, refTuple, tuple }) => eb(refTuple('o.createdAt', 'o.id', 'i.rewardItemId'), '<', tuple(before!.orderDate, before!.orderId, before!.rewardItemId))),
    )
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id', 'desc')
    .orderBy('i.rewardItemId', 'desc')
    .limit(limit)
    .execute()
  // The points a line cost: its unit price times its quantity, so the column adds up to what was spent.
  return rows.map((r) => ({ ...r, email: r.email ?? '', points: r.points * r.quantity }))
}

/**
 * Moves those of `ids` that are in state `from` to `to` with one conditional update, so an order
 * another admin (or a cancel) moved meanwhile is left as it is; answers the ids it moved.
 * Courier and tracking number are written with DELIVERING.
 */
export async function moveOrders(
  trx: Database,
  { ids, from, to, at, delivery }: { ids: string[]; from: OrderState; to: OrderState; at: string; delivery?: { courier: string; trackingNumber: string } },
): Promise<string[]> {
  const moved = await trx
    .updateTable('orders')
    .set({ status: to, updatedAt: at, ...delivery })
    .where('id', 'in', ids)
    .where('status', '=', from)
    .returning('id')
    .execute()
  return moved.map((r) => r.id)
}

/** The ids among `ids` that name an order. */
export async function existingOrderIds(trx: Database, ids: string[]): Promise<Set<string>> {
  const rows = await trx.selectFrom('orders').select('id').where('id', 'in', ids).execute()
  return new Set(rows.map((r) => r.id))
}

/** Records that orders reached `status` at `at`, by an admin: what the member's tracker shows. */
export async function insertOrderEvents(trx: Database, orderIds: string[], status: OrderStatus, at: string, adminId: number): Promise<void> {
  if (orderIds.length === 0) return
  await trx
    .insertInto('orderEvents')
    .values(orderIds.map((orderId) => ({ orderId, status, at, adminId })))
    .execute()
}

/**
 * Cancels an order still before DELIVERING, by one conditional update: of two cancels, or a cancel
 * and a move to DELIVERING, exactly one changes the row. Answers what the refund needs, or
 * undefined when nothing was cancelled.
 */
/** An order's state now, for the audit log's before. */
export async function orderStatus(trx: Database, id: string): Promise<string | undefined> {
  return (await trx.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirst())?.status
}

export async function markCancelled(trx: Database, id: string, at: string): Promise<{ memberId: number; totalPoints: number } | undefined> {
  return trx
    .updateTable('orders')
    .set({ status: CANCELLED, updatedAt: at })
    .where('id', '=', id)
    .where('status', 'in', ORDER_STATES.filter((s) => cancellable(s)))
    .returning(['memberId', 'totalPoints'])
    .executeTakeFirst()
}

/** An order's lines: what it took from stock. */
export async function orderLines(trx: Database, orderId: string) {
  return trx.selectFrom('orderItems').select(['rewardItemId', 'quantity']).where('orderId', '=', orderId).execute()
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
export async function insertItem(trx: Database, kind: OrderKind, item: ItemWrite & BilingualImages, at: Date): Promise<number> {
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
export async function updateItem(trx: Database, kind: OrderKind, id: number, item: ItemWrite & Partial<BilingualImages>, at: Date): Promise<'updated' | 'notFound' | 'belowRedeemed'> {
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
