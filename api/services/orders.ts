import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { businessDate } from '../../domain/business-time.ts'
import { CANCELLED, ORDER_STATES, type OrderAdvanceSchema, type OrderKind, orderLabel, pregnantOfferOpen, type RedeemInput } from '../../domain/shop.ts'
import { deliveryAddress } from '../db/addresses.ts'
import { returnSampleStock } from '../db/sample-orders.ts'
import type { Database } from '../db/connection.ts'
import { pregnancyOf } from '../db/members.ts'
import { existingOrderIds, insertOrder, insertOrderEvents, itemsForOrder, markCancelled, moveOrders, orderLines, orderStatus, returnStock, takeStock } from '../db/shop.ts'
import { inTransaction } from '../db/transaction.ts'
import type { SessionAdmin } from '../deps.ts'
import { recordAudit } from './audit.ts'
import { ApiError } from '../http/api-error.ts'
import { appendToLedger, balanceOf } from './ledger.ts'

export interface PlaceOrder {
  memberId: number
  kind: OrderKind
  addressId: number
  items: RedeemInput['items']
  at: Date
}

/**
 * Places an order inside the caller's write transaction (spec 2 §5, issue 16): every rule is checked
 * here against the rows as they are now, the stock is taken by atomic updates that never go below
 * zero, and one negative ledger row pays for the whole order. A broken rule throws, and the
 * transaction leaves nothing behind.
 */
export async function placeOrder(trx: Database, { memberId, kind, addressId, items, at }: PlaceOrder): Promise<{ id: string; trackingId: string; points: number }> {
  const address = await deliveryAddress(trx, memberId, addressId)
  if (!address) throw new ApiError(404, 'addressNotFound')

  if (kind === 'pregnant') {
    if (!pregnantOfferOpen(await pregnancyOf(trx, memberId), businessDate(at))) throw new ApiError(403, 'pregnantOfferClosed')
  }

  const found = new Map((await itemsForOrder(trx, kind, items.map((i) => i.id))).map((row) => [row.id, row]))
  const lines = items.map(({ id, quantity }) => {
    const item = found.get(id)
    if (!item || item.active !== 1) throw new ApiError(409, 'itemNotAvailable')
    if (item.inventory - item.redeemed < quantity) throw new ApiError(409, 'outOfStock')
    return { item, quantity }
  })
  const total = lines.reduce((sum, { item, quantity }) => sum + item.points * quantity, 0)
  if ((await balanceOf(trx, memberId)) < total) throw new ApiError(409, 'insufficientPoints')

  // Checked above, taken here by an update that holds even if another order got in between.
  for (const { item, quantity } of lines) if (!(await takeStock(trx, item.id, quantity))) throw new ApiError(409, 'outOfStock')

  const id = randomUUID()
  const createdAt = at.toISOString()
  await insertOrder(trx, {
    order: { id, memberId, kind, totalPoints: total, status: 'Order Placed', ...address, createdAt, updatedAt: createdAt },
    items: lines.map(({ item, quantity }) => ({
      orderId: id,
      rewardItemId: item.id,
      itemCode: item.itemId,
      nameEn: item.nameEn,
      nameBm: item.nameBm,
      imageEn: item.imageEn,
      imageBm: item.imageBm,
      points: item.points,
      quantity,
    })),
  })
  await appendToLedger(trx, { memberId, points: -total, source: 'redemption', reference: id, at })
  return { id, trackingId: orderLabel(id), points: total }
}

/** Who changes an order, and when: every change is timed and kept with the admin's id. */
export interface OrderChanger {
  admin: Pick<SessionAdmin, 'id' | 'username'>
  at: Date
}

/**
 * Ids moved per write transaction: a CSV of 1,000 ids is four short transactions, not one long
 * one that holds the SQLite writer (or, on PostgreSQL, a wide serializable footprint) for long.
 */
const ADVANCE_CHUNK = 250

export type SkipReason = 'orderNotFound' | 'orderStateChanged'

/**
 * Moves orders one step, to `to` (DECISIONS "Rewards and fulfilment"): only an order in the state
 * right before `to` moves, by a conditional update, so an order moved or cancelled by someone else
 * meanwhile is never pushed on twice or past a cancel. Each move writes its timed event, which the
 * member's tracker shows. Orders left as they were are listed with the reason, in the order given;
 * an id given twice counts once.
 */
export async function advanceOrders(db: Database, input: z.output<typeof OrderAdvanceSchema>, by: OrderChanger) {
  const ids = [...new Set(input.ids)]
  const from = ORDER_STATES[ORDER_STATES.indexOf(input.to) - 1]!
  const at = by.at.toISOString()
  const delivery = input.to === 'DELIVERING' ? { courier: input.courier!, trackingNumber: input.trackingNumber! } : undefined
  const moved = new Set<string>()
  const known = new Set<string>()
  for (let start = 0; start < ids.length; start += ADVANCE_CHUNK) {
    const chunk = ids.slice(start, start + ADVANCE_CHUNK)
    const result = await inTransaction(db, async (trx) => {
      const movedIds = await moveOrders(trx, { ids: chunk, from, to: input.to, at, delivery })
      await insertOrderEvents(trx, movedIds, input.to, at, by.admin.id)
      for (const id of movedIds) {
        await recordAudit(trx, { admin: by.admin, entity: 'order', verb: 'advance', entityId: id, before: { status: from }, after: { status: input.to, ...delivery }, at: by.at })
      }
      // Why the rest stayed: unknown, or no longer (or not yet) in the state before `to`.
      const existing = movedIds.length === chunk.length ? new Set(movedIds) : await existingOrderIds(trx, chunk)
      return { movedIds, existing }
    })
    for (const id of result.movedIds) moved.add(id)
    for (const id of result.existing) known.add(id)
  }
  return {
    moved: ids.filter((id) => moved.has(id)),
    skipped: ids.filter((id) => !moved.has(id)).map((id) => ({ id, reason: (known.has(id) ? 'orderStateChanged' : 'orderNotFound') as SkipReason })),
  }
}

/**
 * Cancels an order before it is out for delivery, in one write transaction: its state (by a
 * conditional update, so a second cancel or a move to DELIVERING that got there first leaves it
 * alone), its timed event, its stock put back line by line, and one reversing ledger row for what
 * it cost (source `refund`, the order's id as reference, so it is refunded once whatever happens).
 */
export async function cancelOrder(db: Database, id: string, by: OrderChanger): Promise<void> {
  await inTransaction(db, async (trx) => {
    const at = by.at.toISOString()
    const status = await orderStatus(trx, id)
    const cancelled = await markCancelled(trx, id, at)
    if (!cancelled) {
      if ((await existingOrderIds(trx, [id])).size === 0) throw new ApiError(404, 'orderNotFound')
      throw new ApiError(409, 'orderNotCancellable')
    }
    await insertOrderEvents(trx, [id], CANCELLED, at, by.admin.id)
    await recordAudit(trx, { admin: by.admin, entity: 'order', verb: 'cancel', entityId: id, before: { status }, after: { status: CANCELLED }, at: by.at })
    for (const line of await orderLines(trx, id)) await returnStock(trx, line.rewardItemId, line.quantity)
    await returnSampleStock(trx, id)
    if (cancelled.totalPoints === 0) return // a free sample: nothing to refund
    const refunded = await appendToLedger(trx, { memberId: cancelled.memberId, points: cancelled.totalPoints, source: 'refund', reference: id, at: by.at })
    // The update above lets one cancel through; a refund already there means the order was refunded before.
    if (!refunded) throw new ApiError(409, 'orderNotCancellable')
  })
}
