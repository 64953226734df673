import { z } from 'zod'
import { shiftMonths } from './business-time.ts'
import { LocalizedTextSchema } from './club.ts'

/**
 * The point shop (spec 2 §2-§5, spec 3 §2.5-§2.6, DECISIONS "Rewards and fulfilment"): catalogue
 * items and pregnant-mum offers, the cart, orders and their tracking. Shared by web and API.
 */

/** What a member orders from: the catalogue, or the pregnant-mum offers (spec 2 §2 "type"). */
export const ORDER_KINDS = ['item', 'pregnant'] as const
export type OrderKind = (typeof ORDER_KINDS)[number]
/** Every kind of order the orders page fulfils: the shop's, and free samples (DECISIONS "Rewards and fulfilment"). */
export const ORDER_TYPES = [...ORDER_KINDS, 'sample'] as const
export type OrderType = (typeof ORDER_TYPES)[number]

/** Units of one item one order may carry: far above any family's need, it bounds a typo. */
export const MAX_ORDER_QUANTITY = 99
/** Different items one order may carry. */
export const MAX_ORDER_LINES = 30
/** Pregnant offers are open until this many months after the expected birth date (spec 2 §5). */
export const PREGNANT_OFFER_MONTHS = 6

export const ITEM_CODE_MAX = 40
export const ITEM_NAME_MAX = 120
export const ITEM_DESCRIPTION_MAX = 2000
export const ITEM_BRAND_MAX = 80
export const ITEM_UOM_MAX = 20
export const CATEGORY_NAME_MAX = 40
/** The longest comma-separated list of category ids an item form may carry. */
export const CATEGORY_LIST_MAX = 1000
export const COURIER_MAX = 60
export const TRACKING_NUMBER_MAX = 60

/** Whether a member may see and order pregnant-mum offers on `today` (a Malaysian date, YYYY-MM-DD). */
export function pregnantOfferOpen(member: { pregnancyStage: string | null; edb: string | null }, today: string): boolean {
  return member.pregnancyStage === 'pregnant' && member.edb !== null && today <= shiftMonths(member.edb, PREGNANT_OFFER_MONTHS)
}

/** A category of the catalogue (Baby Product, Special Deals...). */
export const CategorySchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'RewardCategory' })
export type Category = z.infer<typeof CategorySchema>

/** A catalogue item or pregnant offer as a member browses it (spec 2 §3 "Catalogue item"). */
export const ShopItemSchema = z
  .object({
    id: z.number().int(),
    /** The article number. */
    itemId: z.string(),
    itemName: LocalizedTextSchema,
    description: LocalizedTextSchema,
    itemImage: LocalizedTextSchema,
    itemBrand: z.string(),
    points: z.number().int(),
    remaining: z.number().int(),
    categories: z.array(z.number().int()),
  })
  .meta({ id: 'ShopItem' })
export type ShopItem = z.infer<typeof ShopItemSchema>

/** A cart line as the device keeps it (spec 2 §3 "Cart item"): the cart is a map keyed by item id. */
export interface CartLine {
  item: ShopItem
  quantity: number
}
export type Cart = Record<number, CartLine>

export const cartTotal = (cart: Cart): number => Object.values(cart).reduce((sum, line) => sum + line.item.points * line.quantity, 0)

/** Plus is allowed only while what is left after the cart covers one more (spec 2 §5). */
export const canAddOne = (balance: number, cart: Cart, points: number): boolean => balance - cartTotal(cart) >= points

/** Confirm only when the balance covers the whole cart (spec 2 §5). */
export const cartAffordable = (balance: number, cart: Cart): boolean => Object.keys(cart).length > 0 && balance >= cartTotal(cart)

const quantity = z.number({ error: 'invalidQuantity' }).int('invalidQuantity').min(1, 'invalidQuantity').max(MAX_ORDER_QUANTITY, 'invalidQuantity')

/** `POST /rewards/redeem` and `/rewards/redeemPregnant` (spec 2 §7); each item id once. */
export const RedeemSchema = z.strictObject({
  /** The spec sends the member's id; who orders comes from the token, so it may only repeat it. */
  id: z.string().optional(),
  addressId: z.number({ error: 'addressRequired' }).int().positive('addressRequired'),
  items: z
    .array(z.strictObject({ id: z.number().int().positive(), quantity }), { error: 'cartEmpty' })
    .min(1, 'cartEmpty')
    .max(MAX_ORDER_LINES)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'duplicateItem'),
})
export type RedeemInput = z.input<typeof RedeemSchema>

/**
 * An order's states in the order they come (spec 2 §4, DECISIONS): staff move it forward one step at
 * a time; CANCELLED (refunded) is open only before DELIVERING.
 */
export const ORDER_STATES = ['Order Placed', 'PROCESSING', 'DELIVERING', 'DELIVERED'] as const
export type OrderState = (typeof ORDER_STATES)[number]
export const CANCELLED = 'CANCELLED'
export type OrderStatus = OrderState | typeof CANCELLED
export const ORDER_STATUSES = [...ORDER_STATES, CANCELLED] as const

/** The state after `state`, or null at the end (or for a cancelled order). */
export function nextOrderState(state: OrderStatus): OrderState | null {
  const at = (ORDER_STATES as readonly string[]).indexOf(state)
  return at === -1 || at === ORDER_STATES.length - 1 ? null : ORDER_STATES[at + 1]!
}

/** Staff may cancel, with a refund, only before the parcel leaves (DECISIONS). */
export const cancellable = (state: OrderStatus): boolean => state === 'Order Placed' || state === 'PROCESSING'

/** How the member's tracker shows each step (spec 2 §4): done when a later state exists, current when it is the latest. */
export type StepProgress = 'done' | 'current' | 'todo'
export function trackingSteps(events: readonly { state: string; time: string }[]): { state: OrderState; progress: StepProgress; time: string | null }[] {
  const reached = ORDER_STATES.map((state) => events.find((e) => e.state === state)?.time ?? null)
  const latest = reached.findLastIndex((time) => time !== null)
  return ORDER_STATES.map((state, i) => ({ state, time: reached[i]!, progress: i < latest ? 'done' : i === latest ? 'current' : 'todo' }))
}

/** Order ids are shown as their part before the first dash (spec 2 §9), upper-case: the tracking id members quote. */
export const orderLabel = (id: string): string => id.split('-')[0]!.toUpperCase()

export const TrackingEventSchema = z.object({ state: z.enum(ORDER_STATUSES), time: z.string() }).meta({ id: 'TrackingEvent' })

export const OrderAddressSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  line3: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
})

/** An order as its member sees it (spec 2 §3 "Redemption or order"). */
export const OrderSchema = z
  .object({
    id: z.string(),
    trackingId: z.string(),
    type: z.enum(ORDER_TYPES),
    createdAt: z.string(),
    totalPoints: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    courier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    orderItems: z.array(z.object({ itemName: LocalizedTextSchema, itemImage: LocalizedTextSchema, points: z.number().int(), quantity: z.number().int() })),
    address: OrderAddressSchema,
    tracking: z.array(TrackingEventSchema),
  })
  .meta({ id: 'Order' })
export type Order = z.infer<typeof OrderSchema>

// ---- Back office (spec 3 §2.5, §2.6, §3, §5; DECISIONS "Rewards and fulfilment") ----

/** An item as staff manage it (spec 3 §3 "Point-shop item"); pregnant offers have no categories. */
export const AdminShopItemSchema = z
  .object({
    id: z.number().int(),
    itemId: z.string(),
    itemName: LocalizedTextSchema,
    uom: z.string(),
    points: z.number().int(),
    inventory: z.number().int(),
    redeemed: z.number().int(),
    remaining: z.number().int(),
    description: LocalizedTextSchema,
    itemImage: LocalizedTextSchema,
    itemBrand: z.string(),
    categories: z.array(z.number().int()),
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminShopItem' })
export type AdminShopItem = z.infer<typeof AdminShopItemSchema>

const text = (max: number) => z.string({ error: 'itemFieldsRequired' }).trim().min(1, 'itemFieldsRequired').max(max)
/** The largest points or inventory an item may have: far above any real one, it bounds a typo. */
export const ITEM_NUMBER_MAX = 10_000_000
/**
 * Multipart fields are text: whole numbers arrive as digits. A blank field is missing (coercing
 * would read it as 0, and so take an empty inventory), and only plain digits count ("1e3" and
 * "0x10" are not what an admin typed into a number box).
 */
const wholeNumber = (invalid: 'itemPointsInvalid' | 'itemFieldsRequired', min: number) =>
  z
    .string({ error: 'itemFieldsRequired' })
    .trim()
    .min(1, 'itemFieldsRequired')
    .regex(/^-?\d+$/, invalid)
    .transform(Number)
    .pipe(z.number().int(invalid).min(min, invalid).max(ITEM_NUMBER_MAX, invalid))

/**
 * The texts and numbers of an item add or edit (spec 3 §5 "Point-shop item add"); images travel
 * beside them. Strict, as every body is: a field it does not know (`redeemed`, `active`) is refused.
 */
export const ItemFieldsSchema = z.strictObject({
  itemId: text(ITEM_CODE_MAX),
  itemName: text(ITEM_NAME_MAX),
  bmName: text(ITEM_NAME_MAX),
  description: text(ITEM_DESCRIPTION_MAX),
  bmDescription: text(ITEM_DESCRIPTION_MAX),
  uom: text(ITEM_UOM_MAX),
  itemBrand: text(ITEM_BRAND_MAX),
  points: wholeNumber('itemPointsInvalid', 1),
  inventory: wholeNumber('itemFieldsRequired', 0),
  /** Category ids, comma-separated (a form field is one text); pregnant offers have no such field. */
  categories: z
    .string()
    .max(CATEGORY_LIST_MAX)
    .default('')
    .transform((list, ctx) => {
      const ids = list.split(',').filter((part) => part.trim() !== '').map(Number)
      if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) ctx.addIssue({ code: 'custom', message: 'categoryNotFound' })
      return [...new Set(ids)]
    }),
})
export type ItemFields = z.output<typeof ItemFieldsSchema>

export const CategoryAddSchema = z.strictObject({ name: z.string({ error: 'itemFieldsRequired' }).trim().min(1, 'itemFieldsRequired').max(CATEGORY_NAME_MAX) })

/** An order as staff see it on the orders page: the member's contact beside the order. */
export const AdminOrderSchema = OrderSchema.extend({
  member: z.object({ id: z.number().int(), name: z.string(), number: z.string(), email: z.string() }),
  orderItems: z.array(
    z.object({ itemId: z.string(), itemName: LocalizedTextSchema, itemImage: LocalizedTextSchema, points: z.number().int(), quantity: z.number().int() }),
  ),
}).meta({ id: 'AdminOrder' })
export type AdminOrder = z.infer<typeof AdminOrderSchema>

/** Orders moved at once, by selection or from a CSV of ids. */
export const MAX_ORDERS_PER_CHANGE = 1000
/** Orders the orders page lists at once, oldest first; the filter narrows the rest down. */
export const MAX_ORDERS_LISTED = 2000

/** Moves orders to the next state; DELIVERING needs the courier and tracking number (DECISIONS). */
export const OrderAdvanceSchema = z
  .strictObject({
    ids: z.array(z.string().min(1).max(64)).min(1).max(MAX_ORDERS_PER_CHANGE),
    /** The state they move to: an order not in the state before it is left as it is, and listed. */
    to: z.enum(ORDER_STATES).exclude(['Order Placed']),
    courier: z.string().trim().max(COURIER_MAX).optional(),
    trackingNumber: z.string().trim().max(TRACKING_NUMBER_MAX).optional(),
  })
  .refine((a) => a.to !== 'DELIVERING' || (Boolean(a.courier) && Boolean(a.trackingNumber)), { message: 'courierRequired', path: ['courier'] })
export type OrderAdvance = z.input<typeof OrderAdvanceSchema>

/** Where a report's page of orders ends, newest first: the last order's time and id (ids are UUIDs, in no order). */
export const OrderCursorSchema = z.strictObject({ orderDate: z.iso.datetime(), orderId: z.string().min(1).max(64) })
export type OrderCursor = z.infer<typeof OrderCursorSchema>
/** A redemption report's page may end inside an order: at that order's line. */
export const RedemptionCursorSchema = OrderCursorSchema.extend({ rewardItemId: z.number().int().positive() })
export type RedemptionCursor = z.infer<typeof RedemptionCursorSchema>

/** A row of the point-shop redemption report (spec 3 §2.10): one line per item of an order. */
export const RedemptionRowSchema = z
  .object({
    orderId: z.string(),
    orderDate: z.string(),
    /** The line's item, which tells the lines of one order apart. */
    rewardItemId: z.number().int(),
    type: z.enum(ORDER_TYPES),
    status: z.enum(ORDER_STATUSES),
    name: z.string(),
    number: z.string(),
    email: z.string(),
    itemId: z.string(),
    itemName: z.string(),
    quantity: z.number().int(),
    /** What the line cost: the item's points times the quantity, so the column adds up to what was spent. */
    points: z.number().int(),
  })
  .meta({ id: 'RedemptionRow' })
export type RedemptionRow = z.infer<typeof RedemptionRowSchema>
export const redemptionCursor = ({ orderDate, orderId, rewardItemId }: RedemptionRow): RedemptionCursor => ({ orderDate, orderId, rewardItemId })
