import type { TFunction } from 'i18next'
import type { OrderStatus, OrderType } from '../../../../domain/shop.ts'

/** The translation key of each state: the states themselves are the spec's words, with a space in one. */
const STATUS_KEYS: Record<OrderStatus, string> = {
  'Order Placed': 'placed',
  PROCESSING: 'processing',
  DELIVERING: 'delivering',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
}

export const statusText = (t: TFunction, status: OrderStatus) => t(`adminOrders.status.${STATUS_KEYS[status]}`)
export const kindText = (t: TFunction, kind: OrderType) => t(`adminOrders.kind.${kind}`)
