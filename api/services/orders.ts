import { randomUUID } from 'node:crypto'
import { businessDate } from '../../domain/business-time.ts'
import { type OrderKind, orderLabel, pregnantOfferOpen, type RedeemInput } from '../../domain/shop.ts'
import { deliveryAddress } from '../db/addresses.ts'
import type { Database } from '../db/connection.ts'
import { pregnancyOf } from '../db/members.ts'
import { insertOrder, itemsForOrder, takeStock } from '../db/shop.ts'
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
export async function placeOrder(trx: Database, { memberId, kind, addressId, items, at }: PlaceOrder): Promise<{ id: string; trackingId: string }> {
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
  return { id, trackingId: orderLabel(id) }
}
