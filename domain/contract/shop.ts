import { z } from 'zod'
import { CategorySchema, OrderSchema, RedeemSchema, ShopItemSchema, TrackingEventSchema } from '../shop.ts'
import { defineRoute } from './define-route.ts'
import { IdempotencyKeyHeaderSchema } from './idempotency.ts'

const tags = ['Point shop']

export const fetchCatalog = defineRoute({
  method: 'get',
  path: '/rewards/catalog/fetch',
  access: 'member',
  tags,
  summary: 'The point shop: active items with stock left, newest first, and every category',
  responses: { 200: z.object({ categories: z.array(CategorySchema), data: z.array(ShopItemSchema) }) },
})

export const fetchPregnantOffers = defineRoute({
  method: 'get',
  path: '/rewards/pregnant/fetch',
  access: 'member',
  tags,
  summary: 'Pregnant-mum offers with stock left; none unless the member is pregnant and today is on or before 6 months after the due date',
  responses: { 200: z.object({ eligible: z.boolean(), data: z.array(ShopItemSchema) }) },
})

const redeemAnswer = z.object({ order: z.object({ id: z.string(), trackingId: z.string() }), totalPoints: z.number().int() })
const redeemErrors = {
  404: ['addressNotFound'],
  409: ['insufficientPoints', 'itemNotAvailable', 'outOfStock'],
  422: ['addressRequired', 'cartEmpty', 'invalidQuantity', 'duplicateItem'],
} as const

export const redeem = defineRoute({
  method: 'post',
  path: '/rewards/redeem',
  access: 'member',
  tags,
  summary: 'Order catalogue items for points, delivered to one of the member\'s addresses; replays with the same Idempotency-Key answer the first order',
  headers: IdempotencyKeyHeaderSchema,
  json: RedeemSchema,
  responses: { 200: redeemAnswer },
  errors: redeemErrors,
})

export const redeemPregnant = defineRoute({
  method: 'post',
  path: '/rewards/redeemPregnant',
  access: 'member',
  tags,
  summary: 'Order pregnant-mum offers, for a member eligible for them; otherwise as /rewards/redeem',
  headers: IdempotencyKeyHeaderSchema,
  json: RedeemSchema,
  responses: { 200: redeemAnswer },
  errors: { ...redeemErrors, 403: ['pregnantOfferClosed'] },
})

export const fetchOrders = defineRoute({
  method: 'get',
  path: '/rewards/orders/fetch',
  access: 'member',
  tags,
  summary: "The member's orders, newest first, each with its items, address and tracking",
  responses: { 200: z.object({ data: z.array(OrderSchema) }) },
})

export const trackOrder = defineRoute({
  method: 'post',
  path: '/rewards/track',
  access: 'member',
  tags,
  summary: "One of the member's orders and its tracking events, oldest first",
  json: z.strictObject({ id: z.string().min(1).max(64) }),
  responses: { 200: z.object({ data: z.array(TrackingEventSchema), order: OrderSchema }) },
  errors: { 404: ['orderNotFound'] },
})
