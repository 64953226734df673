import type { OrderStatus } from '../../../domain/shop.ts'

/** The locale key of each order status (`shop.states.<key>`): the API's names carry spaces and capitals. */
export const STATUS_KEY: Record<OrderStatus, string> = {
  'Order Placed': 'placed',
  PROCESSING: 'processing',
  DELIVERING: 'delivering',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
}
