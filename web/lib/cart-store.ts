import { z } from 'zod'
import { type Cart, canAddOne, MAX_ORDER_LINES, MAX_ORDER_QUANTITY, ORDER_KINDS, type OrderKind, type ShopItem, ShopItemSchema } from '../../domain/shop.ts'
import { create } from 'zustand'
import { SESSION_KEYS } from './session-keys.ts'

/**
 * The member's point-shop carts (spec 2 §3-§5), kept on the device so that they survive a reload
 * and going offline: one per kind of order, as catalogue items and pregnant-mum offers are ordered
 * by different routes. Signing out clears them (sign-out.ts), like the member kept beside them.
 */
export type Carts = Record<OrderKind, Cart>

const EMPTY: Carts = { item: {}, pregnant: {} }

/**
 * One more of `item` in the cart, or null when the rules refuse it: the balance left after the
 * cart must cover it (domain `canAddOne`), and an order carries at most MAX_ORDER_QUANTITY of an
 * item, MAX_ORDER_LINES items and no more than the stock left.
 */
export function addOne(cart: Cart, item: ShopItem, balance: number): Cart | null {
  const quantity = cart[item.id]?.quantity ?? 0
  if (!canAddOne(balance, cart, item.points)) return null
  if (quantity >= Math.min(MAX_ORDER_QUANTITY, item.remaining)) return null
  if (quantity === 0 && Object.keys(cart).length >= MAX_ORDER_LINES) return null
  return { ...cart, [item.id]: { item, quantity: quantity + 1 } }
}

/** One fewer of an item; at 1 the line goes (spec 2 §5 "Minus"). */
export function removeOne(cart: Cart, itemId: number): Cart {
  const line = cart[itemId]
  if (!line) return cart
  const { [itemId]: _, ...rest } = cart
  return line.quantity > 1 ? { ...rest, [itemId]: { ...line, quantity: line.quantity - 1 } } : rest
}

// Saved as lists of lines: JSON turns the cart's numeric keys into strings.
const SavedLineSchema = z.object({ item: ShopItemSchema, quantity: z.number().int().min(1).max(MAX_ORDER_QUANTITY) })
const SavedCartsSchema = z.object({ item: z.array(SavedLineSchema), pregnant: z.array(SavedLineSchema) })

const cartOf = (lines: z.infer<typeof SavedLineSchema>[]): Cart => Object.fromEntries(lines.map((line) => [line.item.id, line]))

/** The carts kept on the device, if they still fit the schema: carts saved by an older app version are dropped. */
export function rememberedCarts(saved: string | null): Carts {
  try {
    const carts = SavedCartsSchema.safeParse(JSON.parse(saved ?? 'null')).data
    return carts ? { item: cartOf(carts.item), pregnant: cartOf(carts.pregnant) } : EMPTY
  } catch {
    return EMPTY
  }
}

const savedForm = (carts: Carts) => JSON.stringify(Object.fromEntries(ORDER_KINDS.map((kind) => [kind, Object.values(carts[kind])])))

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface CartState {
  carts: Carts
  /** Adds one of `item` to its kind's cart if the rules allow it (see addOne); answers whether it did. */
  add(kind: OrderKind, item: ShopItem, balance: number): boolean
  /** One fewer; the line goes at 1. */
  remove(kind: OrderKind, itemId: number): void
  /** Empties one cart, as after its order is placed. */
  empty(kind: OrderKind): void
  /** Forgets both carts, as at sign-out. */
  clear(): void
}

/** A cart store kept in `storage` (the device's localStorage in the app). */
export function createCartStore(storage: CartStorage | undefined) {
  return create<CartState>()((set, get) => {
    const keep = (carts: Carts) => {
      storage?.setItem(SESSION_KEYS.carts, savedForm(carts))
      set({ carts })
    }
    return {
      carts: rememberedCarts(storage?.getItem(SESSION_KEYS.carts) ?? null),
      add: (kind, item, balance) => {
        const cart = addOne(get().carts[kind], item, balance)
        if (cart) keep({ ...get().carts, [kind]: cart })
        return cart !== null
      },
      remove: (kind, itemId) => keep({ ...get().carts, [kind]: removeOne(get().carts[kind], itemId) }),
      empty: (kind) => keep({ ...get().carts, [kind]: {} }),
      clear: () => {
        storage?.removeItem(SESSION_KEYS.carts)
        set({ carts: EMPTY })
      },
    }
  })
}

export const useCartStore = createCartStore(globalThis.localStorage)
